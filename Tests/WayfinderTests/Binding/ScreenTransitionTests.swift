import Foundation
import Testing
import Wayfinder

/// A gallery whose photos grow out of their thumbnails.
@Route(path: "gallery")
enum GalleryRoute {
  case grid
  @Presents(transition: .zoom)
  case photo(id: String)
  @Presents(.fullScreen, transition: .zoom)
  case slideshow(id: String)
  @Presents(.popover, transition: .zoom)
  case info(id: String)
  case album(id: String)
}

/// How a screen moves in: its case's transition or the request's, as the platform plays it, on
/// the entry that it showed, for as long as that entry stands; never in the state.
@MainActor
@Suite struct ScreenTransitionTests {
  static func viewModel(on platform: Platform = .iOS) throws -> NavigationViewModel {
    var builder = NavigationBus.Builder(
      shell: ShellConfiguration(tabs: [TabDeclaration("gallery")]),
      placement: [.tab(GalleryRoute.self, "gallery", root: .grid)])
    builder.register(feature: FeatureRegistration("gallery").routes(GalleryRoute.self))
    builder.openLinks(scheme: "x", host: "app")
    return NavigationViewModel(
      bus: try builder.build(entitlements: EntitlementStore()), platform: platform)
  }

  /// The transitions of the focused layer's entries, bottom first.
  static func moves(_ viewModel: NavigationViewModel) -> [ScreenTransition] {
    viewModel.projection.focusedLayer?.entries.map(\.transition) ?? []
  }

  @Test func theCatalogueCarriesEachCasesTransition() {
    let transitions = Dictionary(
      uniqueKeysWithValues: GalleryRoute.routeCases.map { ($0.name, $0.transition) })
    #expect(
      transitions == [
        "grid": .automatic, "photo": .zoom, "slideshow": .zoom, "info": .zoom, "album": .automatic,
      ])
    #expect(GalleryRoute.slideshow(id: "1").defaultPresentation == .fullScreen)
  }

  @Test func aShownRouteMovesInWithItsCasesTransition() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.show(GalleryRoute.photo(id: "1"))) == .applied)
    #expect(Self.moves(viewModel) == [.automatic, .zoom])
    #expect(viewModel.bus.send(.show(GalleryRoute.slideshow(id: "1"))) == .applied)
    let cover = try #require(viewModel.projection.focusedLayer)
    #expect(cover.shownStyle == .fullScreen)
    #expect(cover.entries.map(\.transition) == [.zoom])
  }

  @Test func aRequestsTransitionWinsOverItsCases() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.show(GalleryRoute.album(id: "a"), transition: .zoom)) == .applied)
    #expect(
      viewModel.bus.send(.show(GalleryRoute.photo(id: "1"), transition: .automatic)) == .applied)
    #expect(Self.moves(viewModel) == [.automatic, .zoom, .automatic])
  }

  @Test func anEntryKeepsItsTransitionWhileItStands() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.show(GalleryRoute.photo(id: "1"))) == .applied)
    #expect(viewModel.bus.send(.show(GalleryRoute.album(id: "a"))) == .applied)
    #expect(viewModel.bus.send(.show(GalleryRoute.photo(id: "2"))) == .applied)
    #expect(Self.moves(viewModel) == [.automatic, .zoom, .automatic, .zoom])
    #expect(viewModel.bus.send(.pop) == .applied)
    // Going back plays the kept transition in reverse: the entry below still has its own.
    #expect(Self.moves(viewModel) == [.automatic, .zoom, .automatic])
  }

  @Test func aLinkARestoreAndAFlowShowTheirScreensThePlatformsWay() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.link("x://app/gallery/photo/1"), source: .link) == .applied)
    #expect(Self.moves(viewModel) == [.automatic, .automatic])
    let saved = viewModel.bus.store.state
    #expect(viewModel.bus.send(.popToRoot) == .applied)
    #expect(viewModel.bus.send(.restore(saved), source: .restore) == .applied)
    #expect(Self.moves(viewModel) == [.automatic, .automatic])
  }

  @Test func theStateNeverHoldsATransition() throws {
    let zoomed = try Self.viewModel()
    let plain = try Self.viewModel()
    #expect(zoomed.bus.send(.show(GalleryRoute.album(id: "a"), transition: .zoom)) == .applied)
    #expect(plain.bus.send(.show(GalleryRoute.album(id: "a"))) == .applied)
    #expect(zoomed.bus.store.state == plain.bus.store.state)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(zoomed.bus.store.state) == encoder.encode(plain.bus.store.state))
    #expect(Self.moves(zoomed) != Self.moves(plain))
  }

  @Test func eachPlatformPlaysTheZoomWhereItHasOne() throws {
    // A popover is a sheet on iPhone, where the zoom plays; iPad shows a popover, and no zoom.
    for (platform, expected) in [
      (Platform.iOS, ScreenTransition.zoom), (.iPadOS, .automatic), (.macOS, .automatic),
      (.visionOS, .automatic), (.headless, .zoom),
    ] {
      let viewModel = try Self.viewModel(on: platform)
      #expect(viewModel.bus.send(.show(GalleryRoute.info(id: "1"))) == .applied)
      #expect(Self.moves(viewModel) == [expected], "\(platform)")
    }
    let mac = try Self.viewModel(on: .macOS)
    #expect(mac.bus.send(.show(GalleryRoute.photo(id: "1"))) == .applied)
    #expect(Self.moves(mac) == [.automatic, .automatic])
  }

  @Test(arguments: Platform.allCases)
  func theTableAnswersForEveryStyle(platform: Platform) {
    let styles: [PresentationStyle] = [
      .push, .replace, .sheet, .fullScreen, .popover, .window(id: "w"), .tab("t"),
      .immersiveSpace(id: "i", style: .full), .ornament(edge: .bottom), .settingsPane, .inspector,
    ]
    for style in styles {
      let shown = PresentationStyle.shownStyle(for: style, on: platform)
      let zoom = PresentationStyle.shownTransition(.zoom, as: shown, on: platform)
      #expect(PresentationStyle.shownTransition(.automatic, as: shown, on: platform) == .automatic)
      let plays: Bool
      switch (platform, shown) {
      case (.headless, _): plays = true
      case (.iOS, .push), (.iOS, .sheet), (.iOS, .fullScreen), (.iPadOS, .push),
        (.iPadOS, .sheet), (.iPadOS, .fullScreen):
        plays = true
      default: plays = false
      }
      #expect(zoom == (plays ? .zoom : .automatic), "\(style) on \(platform)")
    }
  }
}
