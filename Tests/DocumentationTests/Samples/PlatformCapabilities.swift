import Testing
import Wayfinder

// The samples of the Presentation on Each Platform article: styles and detents, the capability
// table, and a cookbook shell with a unit converter window, two immersive spaces and a settings
// pane.

// sample: platform-scenes
@AppShell
enum StudioShell {
  enum Tab {
    case recipes
    case shopping
  }

  @Window(id: "converter", title: "Unit converter")
  enum ConverterWindow {}

  @ImmersiveSpace(id: "kitchen", style: .progressive)
  enum KitchenSpace {}

  @ImmersiveSpace(id: "garden", style: .full)
  enum GardenSpace {}

  @Settings
  enum CookbookSettings {}
}
// end sample

@Route(path: "converter")
enum ConverterRoute {
  /// A quantity in every unit, in the converter's window.
  case quantity(grams: Int)
}

// sample: platform-front
/// How a front on `platform` shows each modal layer of the focused container, bottom first.
func shownLayers(of state: NavigationState, on platform: Platform) -> [PresentationStyle] {
  let focused = state.focusedLocation
  return (0..<focused.depth).compactMap { level in
    state.presentationStyle(at: StackLocation(container: focused.container, depth: level + 1))
  }
  .map { PresentationStyle.shownStyle(for: $0, on: platform) }
}
// end sample

// sample: platform-transition-route
@Route(path: "photos")
enum PhotosRoute {
  case grid
  @Presents(.fullScreen, transition: .zoom)
  case photo(id: String)
  case album(name: String)
}

@FeatureNavigation(route: PhotosRoute.self)
@MainActor
protocol PhotosNavigation {
  func showPhoto(id: String)
  func showAlbum(name: String, transition: ScreenTransition)
}
// end sample

@Suite struct PlatformCapabilitiesTests {
  @Test func aZoomPlaysWhereThePlatformHasOne() {
    // sample: platform-transitions
    #expect(PresentationStyle.shownTransition(.zoom, as: .fullScreen, on: .iOS) == .zoom)
    #expect(PresentationStyle.shownTransition(.zoom, as: .popover, on: .iPadOS) == .automatic)
    #expect(PresentationStyle.shownTransition(.zoom, as: .sheet, on: .macOS) == .automatic)
    // end sample
  }

  @MainActor
  @Test func eachEntryMovesInAsItsRouteOrItsRequestSays() throws {
    var builder = NavigationBus.Builder(
      shell: ShellConfiguration(tabs: [TabDeclaration("photos")]),
      placement: [.tab(PhotosRoute.self, "photos", root: .grid)])
    builder.register(feature: FeatureRegistration("photos").routes(PhotosRoute.self))
    let bus = try builder.build(entitlements: EntitlementStore())
    // sample: platform-transition-request
    let viewModel = NavigationViewModel(bus: bus, platform: .iOS)
    let photos = LivePhotosNavigation(sink: bus)
    photos.showAlbum(name: "Trips", transition: .zoom)
    photos.showPhoto(id: "p1")
    let tab = viewModel.projection.container(.tab("photos"))?.layers.first
    #expect(tab?.entries.map(\.transition) == [.automatic, .zoom])
    #expect(viewModel.projection.focusedLayer?.entries.map(\.transition) == [.zoom])
    // end sample
  }

  @Test func stylesAreDataAndSayWhatTheyOpen() {
    // sample: platform-styles
    #expect(PresentationStyle.sheet == .sheet(detents: [.large]))
    #expect(PresentationStyle.sheet.isModal)
    #expect(!PresentationStyle.window(id: "converter").isModal)
    #expect(PresentationStyle.window(id: "converter").openedScene == .window("converter"))
    #expect(PresentationStyle.settingsPane.openedScene == .settings)
    #expect(PresentationStyle.push.openedScene == nil)
    // end sample
    #expect(PresentationStyle.popover == .popover(anchor: .bounds))
    #expect(
      PresentationStyle.sheet(detents: [.medium, .large]).description == "sheet[medium,large]")
  }

  @Test func detentSetsAreSortedAndFreeOfDuplicates() {
    // sample: platform-detents
    let detents: DetentSet = [.large, .medium, .large]
    #expect(detents.detents == [.medium, .large])
    #expect(detents == [.medium, .large])
    #expect(DetentSet([]) == .large)  // a sheet always has a detent
    #expect(
      DetentSet([.fraction(0.3), .height(200)]).description == "[height(200.0),fraction(0.3)]")
    // end sample
  }

  @Test func theTableSaysHowEachPlatformShowsAStyle() {
    // sample: platform-table
    let halfOrFull = PresentationStyle.sheet(detents: [.medium, .large])
    let garden = PresentationStyle.immersiveSpace(id: "garden", style: .full)

    // An iPhone has no popovers; a Mac shows a sheet at its large detent only.
    #expect(PresentationStyle.shownStyle(for: .popover, on: .iOS) == halfOrFull)
    #expect(PresentationStyle.shownStyle(for: halfOrFull, on: .macOS) == .sheet)

    // A Mac opens an immersive space as a window; Vision Pro opens the settings pane as one.
    #expect(PresentationStyle.shownStyle(for: garden, on: .macOS) == .window(id: "garden"))
    #expect(
      PresentationStyle.shownStyle(for: .settingsPane, on: .visionOS) == .window(id: "settings"))

    #expect(PresentationStyle.isNative(.inspector, on: .iPadOS))
    #expect(!PresentationStyle.isNative(.ornament(edge: .bottom), on: .iPadOS))
    // end sample
  }

  @Test func everySubstituteIsNativeOnItsPlatform() {
    let styles: [PresentationStyle] = [
      .push, .replace, .tab("recipes"), .sheet(detents: [.medium, .large]), .fullScreen,
      .popover, .window(id: "converter"), .immersiveSpace(id: "kitchen", style: .mixed),
      .ornament(edge: .bottom), .settingsPane, .inspector,
    ]
    for style in styles {
      for platform in Platform.allCases {
        let shown = PresentationStyle.shownStyle(for: style, on: platform)
        #expect(PresentationStyle.isNative(shown, on: platform), "\(style) on \(platform)")
      }
    }
    // The table of the article, row by row, for iOS, iPadOS, macOS and visionOS.
    let medium: PresentationStyle = .sheet(detents: [.medium])
    let mediumLarge: PresentationStyle = .sheet(detents: [.medium, .large])
    let rows: [(PresentationStyle, [PresentationStyle])] = [
      (.push, [.push, .push, .push, .push]),
      (.replace, [.replace, .replace, .replace, .replace]),
      (.tab("recipes"), [.tab("recipes"), .tab("recipes"), .tab("recipes"), .tab("recipes")]),
      (mediumLarge, [mediumLarge, mediumLarge, .sheet, mediumLarge]),
      (.fullScreen, [.fullScreen, .fullScreen, .sheet, .fullScreen]),
      (.popover, [mediumLarge, .popover, .popover, .popover]),
      (.window(id: "w"), [.fullScreen, .window(id: "w"), .window(id: "w"), .window(id: "w")]),
      (
        .immersiveSpace(id: "i", style: .mixed),
        [.fullScreen, .fullScreen, .window(id: "i"), .immersiveSpace(id: "i", style: .mixed)]
      ),
      (.ornament(edge: .top), [medium, .inspector, .inspector, .ornament(edge: .top)]),
      (.settingsPane, [.sheet, .sheet, .settingsPane, .window(id: "settings")]),
      (.inspector, [mediumLarge, .inspector, .inspector, .ornament(edge: .trailing)]),
    ]
    for (style, expected) in rows {
      let platforms: [Platform] = [.iOS, .iPadOS, .macOS, .visionOS]
      #expect(platforms.map { PresentationStyle.shownStyle(for: style, on: $0) } == expected)
    }
  }

  @Test func theHeadlessPlatformShowsEveryStyleAsItself() {
    // sample: platform-headless
    let styles: [PresentationStyle] = [
      .popover, .window(id: "converter"), .immersiveSpace(id: "kitchen", style: .full),
      .ornament(edge: .bottom), .settingsPane, .inspector,
    ]
    #expect(styles.allSatisfy { PresentationStyle.isNative($0, on: .headless) })
    // end sample
  }

  @Test func theShellDeclaresItsScenes() {
    #expect(
      StudioShell.shell.scenes == [
        SceneDeclaration(.window("converter"), title: "Unit converter"),
        SceneDeclaration(.immersive("kitchen"), immersion: .progressive),
        SceneDeclaration(.immersive("garden"), immersion: .full),
        SceneDeclaration(.settings),
      ])
    #expect(StudioShell.shell.linkRoots == ["recipes", "shopping", "scene"])
  }

  /// A bus of the studio's shell over a new store, opening links with `links` if given.
  @MainActor
  func studio(links: DeepLinkResolver? = nil) throws -> (NavigationBus, NavigationStore) {
    let store = NavigationStore(
      state: NavigationState(tabs: ["recipes", "shopping"]), entitlements: EntitlementStore())
    let bus = try NavigationBus(
      store: store, shell: StudioShell.shell,
      features: [
        FeatureRegistration("recipes").routes(RecipesModule()),
        FeatureRegistration("converter").routes(ConverterModule()),
      ], links: links)
    return (bus, store)
  }

  @MainActor
  @Test func scenesOpenInTheStateAndAFrontShowsThemAsItCan() throws {
    let (bus, store) = try studio()
    // sample: platform-open-scenes
    // 250 g in the converter's window; an iPhone shows a full-screen cover instead.
    let quantity = AnyRoute(ConverterRoute.quantity(grams: 250))
    bus.send(.commands([.present(quantity, style: .window(id: "converter"))]), source: .app)
    #expect(store.state.focusedScene == .window("converter"))
    #expect(store.state.topRoute == quantity)

    // One immersive space at a time: opening another closes the first.
    bus.send(
      .commands([.openScene(.immersive("kitchen"), root: nil, immersion: .progressive)]),
      source: .app)
    bus.send(
      .commands([.openScene(.immersive("garden"), root: nil, immersion: .full)]), source: .app)
    #expect(store.state.sceneIDs == [.window("converter"), .immersive("garden")])

    bus.send(.commands([.closeScene(.immersive("garden"))]), source: .app)
    #expect(store.state.focusedScene == nil)  // the main window has focus again
    // end sample
    #expect(
      PresentationStyle.shownStyle(for: .window(id: "converter"), on: .iOS) == .fullScreen)

    // Links reach a scene as /scene/{kind}/{id}, then the routes of its stack.
    var links = DeepLinkResolverBuilder(scheme: "cookbook", host: "app", shell: StudioShell.shell)
    links.addRoutes(RecipesRoute.self, toTab: "recipes", root: .list)
    links.addRoutes(ConverterRoute.self, toScene: .window("converter"))
    let resolver = try links.build()
    let link = "cookbook://app/scene/window/converter/quantity/250"
    let (linkBus, linked) = try studio(links: resolver)
    #expect(linkBus.send(.link(link), source: .link) == .applied)
    #expect(linked.state.focusedScene == .window("converter"))
    #expect(linked.state.topRoute == quantity)
    #expect(try resolver.link(for: linked.state) == link)
  }

  @MainActor
  @Test func aFrontAsksTheTableForEachLayer() throws {
    let app = try Cookbook()
    app.account.grant(.premium)
    LiveRecipesNavigation(sink: app.bus).showMealPlanner()
    app.bus.send(
      .commands([.present(AnyRoute(RecipesRoute.share(id: 1)), style: .popover)]), source: .app)
    // sample: platform-front-run
    let state = app.store.state
    #expect(shownLayers(of: state, on: .iPadOS) == [.fullScreen, .popover])
    #expect(shownLayers(of: state, on: .iOS) == [.fullScreen, .sheet(detents: [.medium, .large])])
    #expect(shownLayers(of: state, on: .macOS) == [.sheet, .popover])
    // end sample
    // The state keeps the styles as they were asked for.
    let focused = state.focusedLocation.container
    #expect(
      (1...2).map { state.presentationStyle(at: StackLocation(container: focused, depth: $0)) }
        == [.fullScreen, .popover])
    #expect(state.presentationStyle(at: StackLocation(container: focused, depth: 3)) == nil)
  }
}

/// The converter's module: its screens open from the app, it asks for nothing itself.
struct ConverterModule: FeatureRouter {
  enum Interaction: ModuleInteraction {
    case closeTapped
    static let moduleKey: ModuleKey = "converter"
  }

  func respond(
    to interaction: Interaction, in state: NavigationState
  ) -> ModuleResponse<
    ConverterRoute
  > {
    .dismiss
  }
}
