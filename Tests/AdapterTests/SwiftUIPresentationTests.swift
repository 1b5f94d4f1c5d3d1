import Foundation
import ShowcaseApp
import SwiftUI
import Tasks
import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// The SwiftUI adapter's popovers, inspectors, ornaments and immersion styles, driven as
/// SwiftUI drives them: the modifiers the stand-in was handed are read (what they show, where
/// they point) and their bindings written, per platform, against the state.
@MainActor
@Suite struct SwiftUIPresentationTests {
  let app: Showcase
  let events = Events()

  init() throws {
    let events = events
    app = try Showcase(storeAt: nil, platform: .iOS) { $0.observe(with: events) }
  }

  func context(_ platform: Platform) -> NavigationContext {
    NavigationContext(
      viewModel: NavigationViewModel(bus: app.bus, platform: platform),
      views: RouteViews { [app] in app.screens.screen(for: $0, in: $1) })
  }

  /// The view of the Tasks tab's base stack, with its presentation modifiers.
  func tasksLayer(_ context: NavigationContext) -> (ObservedLayer, some View) {
    let layer = context.viewModel.layer(at: StackLocation(container: .tab("tasks"), depth: 0))
    return (
      layer,
      NavigationLayerView(
        context: context, location: layer.location, namespace: Namespace().wrappedValue
      ).body
    )
  }

  func show(_ style: PresentationStyle) {
    #expect(app.bus.send(.link("archery://app/tasks/list"), source: .link) == .applied)
    #expect(
      app.bus.send(.show(AnyRoute(TasksRoute.quickCreate), style: style), source: .app)
        == .applied)
  }

  func item(_ kind: String, in view: Any) throws -> Binding<PresentedLayer?> {
    let record = try #require(
      values(of: (any PresentationRecord).self, in: view).first { $0.kind == kind })
    return try #require(record.itemBinding as? Binding<PresentedLayer?>)
  }

  func setting(_ kind: String, in view: Any) -> Any? {
    values(of: (any SettingRecord).self, in: view).first { $0.kind == kind }?.anyValue
  }

  /// A sheet belongs to its tab, as in the UIKit adapter: when a link selects another tab, the
  /// sheet's item reads `nil`, SwiftUI's write of that `nil` dismisses nothing, and the sheet is
  /// shown again when its tab is.
  @Test func aSheetOfATabThatIsNotSelectedIsNotShown() throws {
    let context = context(.iOS)
    show(.sheet)
    let (_, view) = tasksLayer(context)
    let sheet = try item("sheet", in: view)
    #expect(sheet.wrappedValue != nil)
    #expect(app.bus.send(.link("archery://app/dashboard"), source: .link) == .applied)
    #expect(sheet.wrappedValue == nil, "the tasks sheet is not shown over the dashboard")
    let before = events.count
    sheet.wrappedValue = nil
    #expect(app.bus.store.state.tab("tasks")?.content.presentations.count == 1, "still there")
    #expect(events.count == before, "nothing was reported")
    #expect(app.bus.send(.selectTab("tasks"), source: .userInterface).didNavigate)
    #expect(sheet.wrappedValue != nil)
  }

  /// The arrow edge the popover modifier was given, `nil` for none.
  func arrowEdge(in view: Any) throws -> Edge? {
    try #require(setting("popover arrowEdge", in: view)) as? Edge
  }

  // MARK: - Popover

  @Test func aPopoverOnIPadPointsAtItsAnchorWithItsArrowAndIsDismissedThroughTheBus() throws {
    let pad = context(.iPadOS)
    show(.popover(anchor: .edge(.top), arrowEdge: .bottom))
    let (layer, view) = tasksLayer(pad)
    let popover = try item("popover", in: view)
    let shown = try #require(popover.wrappedValue)
    #expect(shown.id == layer.presentedLayer)
    #expect(try item("sheet", in: view).wrappedValue == nil)

    // Where it points and where its arrow is: the style's, in SwiftUI's terms.
    let anchor = try #require(setting("popover attachmentAnchor", in: view))
    guard case .point(let point)? = anchor as? PopoverAttachmentAnchor else {
      Issue.record("the popover points at \(anchor), not a point")
      return
    }
    #expect(point == .top)
    #expect(try arrowEdge(in: view) == .bottom)

    // Its content: the presented layer, in a stack of its own.
    let record = try #require(
      values(of: (any PresentationRecord).self, in: view).first { $0.kind == "popover" })
    let content = try #require(record.content(for: shown))
    #expect(values(of: NavigationLayerView.self, in: content).first?.location.depth == 1)

    // A tap outside: SwiftUI sets the item to nil.
    popover.wrappedValue = nil
    #expect(events.last?.intent == .dismiss)
    #expect(events.last?.source == .userInterface)
    #expect(layer.presentedLayer == nil)
  }

  @Test func aPlainPopoverPointsAtTheBoundsAndLetsSwiftUIChooseItsArrow() throws {
    let mac = context(.macOS)
    show(.popover(anchor: .point(x: 0.25, y: 1)))
    var (_, view) = tasksLayer(mac)
    guard
      case .point(let point)? = setting("popover attachmentAnchor", in: view)
        as? PopoverAttachmentAnchor
    else {
      Issue.record("a popover at a point points elsewhere")
      return
    }
    #expect(point == UnitPoint(x: 0.25, y: 1))
    #expect(try arrowEdge(in: view) == nil)

    #expect(app.bus.send(.dismiss, source: .app) == .applied)
    show(.popover)
    (_, view) = tasksLayer(mac)
    guard
      case .rect(let source)? = setting("popover attachmentAnchor", in: view)
        as? PopoverAttachmentAnchor
    else {
      Issue.record("a plain popover does not point at a rectangle")
      return
    }
    #expect(source.geometry == "bounds")
    #expect(try item("popover", in: view).wrappedValue != nil)
  }

  @Test func aPopoverOnIPhoneIsASheet() throws {
    let phone = context(.iOS)
    show(.popover(anchor: .edge(.top), arrowEdge: .bottom))
    let (_, view) = tasksLayer(phone)
    #expect(try item("popover", in: view).wrappedValue == nil)
    #expect(try item("sheet", in: view).wrappedValue != nil)
  }

  // MARK: - Inspector

  @Test func theInspectorSceneOnAMacIsSwiftUIsInspectorAndClosingItClosesTheScene() async throws {
    let mac = context(.macOS)
    let root = NavigationRoot(viewModel: mac.viewModel, views: mac.views)
    func inspector() throws -> any BooleanPresentationRecord {
      try #require(
        values(of: (any BooleanPresentationRecord).self, in: root.body).first {
          $0.kind == "inspector"
        })
    }
    #expect(try !inspector().isPresented.wrappedValue)

    #expect(
      app.bus.send(.show(AnyRoute(TasksRoute.quickCreate), style: .inspector), source: .app)
        == .applied)
    #expect(mac.viewModel.openScenes == [.inspector])
    // No scene to open: the scene host is told the inspector is open, not refused.
    let bridge = SceneBridge(viewModel: mac.viewModel) { Text("tabs") }
    #expect(await bridge.performer(opensWindows: true)(.open(.inspector)))

    let shown = try inspector()
    #expect(shown.isPresented.wrappedValue)
    #expect(
      values(of: NavigationLayerView.self, in: shown.anyContent).map(\.location) == [
        StackLocation(container: .scene(.inspector), depth: 0)
      ])
    // Not also a sheet over the tabs.
    #expect(mac.viewModel.presentedScene(in: .sheet).wrappedValue == nil)

    // The user closes the inspector.
    shown.isPresented.wrappedValue = false
    #expect(mac.viewModel.openScenes.isEmpty)
    #expect(events.last?.source == .userInterface)
  }

  @Test func anOrnamentOnAMacIsAnInspectorBesideTheLayerThatPresentsIt() throws {
    let mac = context(.macOS)
    show(.ornament(edge: .leading))
    let (layer, view) = tasksLayer(mac)
    let inspector = try #require(
      values(of: (any BooleanPresentationRecord).self, in: view).first { $0.kind == "inspector" })
    #expect(inspector.isPresented.wrappedValue)
    #expect(try item("sheet", in: view).wrappedValue == nil)
    let drawn = values(of: NavigationLayerView.self, in: inspector.anyContent)
    #expect(drawn.map(\.location) == [StackLocation(container: .tab("tasks"), depth: 1)])

    inspector.isPresented.wrappedValue = false
    #expect(events.last?.intent == .dismiss)
    #expect(layer.presentedLayer == nil)
  }

  /// Presented by the selected tab's top layer, one presenter at a time, as UIKit presents it.
  @Test func theInspectorOnIPhoneIsASheetOverTheTabs() throws {
    let phone = context(.iOS)
    show(.inspector)
    #expect(phone.viewModel.presentedScene(in: .inspector).wrappedValue == nil)
    let (_, view) = tasksLayer(phone)
    let sheet = try #require(try item("sheet", in: view).wrappedValue)
    #expect(sheet.location == StackLocation(container: .scene(.inspector), depth: 0))
  }

  // MARK: - Ornament

  @Test func anOrnamentOnVisionProIsAttachedToItsEdgeOfTheWindow() throws {
    let vision = context(.visionOS)
    #expect(app.bus.send(.link("archery://app/tasks/list"), source: .link) == .applied)
    var (_, view) = tasksLayer(vision)
    var ornament = try #require(values(of: (any OrnamentRecord).self, in: view).first)
    #expect(ornament.visibility == .hidden)

    #expect(
      app.bus.send(
        .show(AnyRoute(TasksRoute.quickCreate), style: .ornament(edge: .leading)), source: .app)
        == .applied)
    (_, view) = tasksLayer(vision)
    ornament = try #require(values(of: (any OrnamentRecord).self, in: view).first)
    #expect(ornament.visibility == .visible)
    #expect(ornament.scenePoint == .leading)
    #expect(
      values(of: NavigationLayerView.self, in: ornament.anyContent).map(\.location) == [
        StackLocation(container: .tab("tasks"), depth: 1)
      ])
    // Not a sheet, as it was before visionOS had ornaments here.
    #expect(try item("sheet", in: view).wrappedValue == nil)
  }

  @Test func theInspectorOnVisionProIsAnOrnamentOnTheTrailingEdge() throws {
    let vision = context(.visionOS)
    show(.inspector)
    let (_, view) = tasksLayer(vision)
    let ornaments = values(of: (any OrnamentRecord).self, in: view)
    let ornament = try #require(ornaments.first { $0.visibility == .visible })
    #expect(ornament.scenePoint == .trailing)
    #expect(
      values(of: NavigationLayerView.self, in: ornament.anyContent).map(\.location) == [
        StackLocation(container: .scene(.inspector), depth: 0)
      ])
    #expect(try item("sheet", in: view).wrappedValue == nil)
  }

  // MARK: - Immersion

  @Test func theImmersiveSpaceTakesTheImmersionTheStateOpenedItWith() throws {
    let vision = context(.visionOS)
    func selection() throws -> ImmersionSelection {
      let scenes = NavigationScenes(viewModel: vision.viewModel, views: vision.views)
      return try #require(values(of: ImmersionSelection.self, in: scenes.body).first)
    }
    #expect(try selection().selection.wrappedValue is MixedImmersionStyle)
    let offered = try selection().styles
    #expect(offered.count == 3)
    #expect(offered.first is MixedImmersionStyle)
    #expect(offered.dropFirst().first is ProgressiveImmersionStyle)
    #expect(offered.last is FullImmersionStyle)

    for (immersion, expected) in [
      (PresentationStyle.Immersion.full, "FullImmersionStyle"),
      (.progressive, "ProgressiveImmersionStyle"), (.mixed, "MixedImmersionStyle"),
    ] {
      #expect(
        app.bus.send(
          .commands([.openScene(.immersive("taskViewer"), root: nil, immersion: immersion)]),
          source: .app) == .applied)
      let selected = try selection().selection
      #expect("\(type(of: selected.wrappedValue))" == expected, "\(immersion)")
      // Written by SwiftUI, it changes nothing: the state says how immersive the space is.
      selected.wrappedValue = .full
      #expect("\(type(of: selected.wrappedValue))" == expected, "\(immersion)")
      #expect(
        app.bus.send(.commands([.closeScene(.immersive("taskViewer"))]), source: .app)
          == .applied)
    }
  }
}
