import Foundation
import PortedRouter
import PortedRouterModels
import Testing
import Wayfinder

/// Every destination of IceCubes (Dimillian/IceCubesApp, `Packages/Env/Sources/Env/Router.swift`)
/// shown through its live handle on the app's bus: pushed, presented or opened as the app does,
/// and read back equal to what was sent.
@MainActor
@Suite struct LiveHandleTests {
  @Test func everyPushedDestinationGoesOnTheTimelineStack() throws {
    let bus = try IceCubesNavigation.makeBus()
    let nav = LiveRouterNavigation(sink: bus)
    var pushed: [RouterDestination] = []
    for (route, _) in Sample.router {
      drive(nav, to: route)
      pushed.append(route)
      let state = bus.store.state
      #expect(state.selectedTab == IceCubesNavigation.homeTab)
      #expect(state.presented(inTab: IceCubesNavigation.homeTab).isEmpty)
      #expect(
        state.pushed(inTab: IceCubesNavigation.homeTab)?.last == AnyRoute(route),
        "\(route.routeComponents.name)")
      #expect(state.topRoute?.typed(as: RouterDestination.self) == route)
    }
    let path = bus.store.state.pushed(inTab: IceCubesNavigation.homeTab)
    #expect(path?.compactMap { $0.typed(as: RouterDestination.self) } == pushed)
    #expect(pushed.count == RouterDestination.routeCases.count)
  }

  @Test func everySheetIsPresentedThenDismissed() throws {
    let bus = try IceCubesNavigation.makeBus()
    let nav = LiveSheetNavigation(sink: bus)
    let log = CallbackLog()
    let sheets = Sample.sheets(onSaved: log.onSaved())
    for (route, _) in sheets {
      drive(nav, to: route)
      let state = bus.store.state
      let layers = state.presented(inTab: IceCubesNavigation.homeTab)
      #expect(layers.count == 1, "\(route.routeComponents.name)")
      #expect(state.presentedStyles(inTab: IceCubesNavigation.homeTab).last == .sheet)
      #expect(layers.last == AnyRoute(route))
      #expect(state.topRoute?.typed(as: SheetDestination.self) == route)
      nav.dismiss()
      #expect(bus.store.state.presentationDepth == 0)
    }
    #expect(sheets.count == SheetDestination.routeCases.count)
  }

  @Test func everyEditorDestinationOpensTheEditorWindow() throws {
    let bus = try IceCubesNavigation.makeBus()
    let nav = LiveEditorWindowNavigation(sink: bus)
    for (route, _) in Sample.editor {
      drive(nav, to: route)
      let state = bus.store.state
      #expect(state.sceneIDs == [IceCubesNavigation.editorWindow])
      #expect(state.focusedScene == IceCubesNavigation.editorWindow)
      let root = state.root(ofScene: IceCubesNavigation.editorWindow)
      #expect(root == AnyRoute(route), "\(route.routeComponents.name)")
      #expect(root?.typed(as: WindowDestinationEditor.self) == route)
      #expect(state.presented(inTab: IceCubesNavigation.homeTab).isEmpty)
    }
    #expect(Sample.editor.count == WindowDestinationEditor.routeCases.count)
  }

  @Test func theMediaViewerOpensTheMediaWindow() throws {
    let bus = try IceCubesNavigation.makeBus()
    for (route, _) in Sample.media {
      drive(LiveMediaWindowNavigation(sink: bus), to: route)
      let state = bus.store.state
      #expect(state.focusedScene == IceCubesNavigation.mediaWindow)
      let root = state.root(ofScene: IceCubesNavigation.mediaWindow)
      #expect(root?.typed(as: WindowDestinationMedia.self) == route)
      #expect(state.topRoute == AnyRoute(route))
    }
    #expect(Sample.media.count == WindowDestinationMedia.routeCases.count)
  }

  /// Both windows open side by side, each with its own route.
  @Test func bothWindowsStayOpen() throws {
    let bus = try IceCubesNavigation.makeBus()
    LiveEditorWindowNavigation(sink: bus).showReplyToStatusEditor(status: Sample.status)
    LiveMediaWindowNavigation(sink: bus).showMediaViewer(
      attachments: [Sample.photo], selectedAttachment: Sample.photo)
    let state = bus.store.state
    #expect(
      state.sceneIDs == [IceCubesNavigation.editorWindow, IceCubesNavigation.mediaWindow])
    #expect(
      state.root(ofScene: IceCubesNavigation.editorWindow)?.typed(
        as: WindowDestinationEditor.self) == .replyToStatusEditor(status: Sample.status))
  }

  /// The callback comes back from the state as the same callback, and calling it runs the
  /// closure the screen gave.
  @Test func theTagGroupCallbackRunsFromTheState() throws {
    let bus = try IceCubesNavigation.makeBus()
    let log = CallbackLog()
    let onSaved = log.onSaved()
    LiveSheetNavigation(sink: bus).showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: onSaved)
    let shown = bus.store.state.topRoute?.typed(as: SheetDestination.self)
    guard case .editTagGroup(let group, let callback?)? = shown else {
      Issue.record("the tag group editor is not on top: \(String(describing: shown))")
      return
    }
    #expect(group == Sample.tagGroup)
    #expect(callback == onSaved)
    #expect(log.saved.isEmpty)
    var renamed = group
    renamed.title = "Renamed"
    callback(renamed)
    #expect(log.saved.map(\.title) == ["Renamed"])
  }

  /// Two sheets with values equal but callbacks made apart are two routes; two sheets made
  /// apart around the same callback are one.
  @Test func callbacksMadeApartAreDifferentRoutes() {
    let log = CallbackLog()
    let first = SheetDestination.editTagGroup(tagGroup: Sample.tagGroup, onSaved: log.onSaved())
    let second = SheetDestination.editTagGroup(tagGroup: Sample.tagGroup, onSaved: log.onSaved())
    #expect(first != second)
    #expect(AnyRoute(first) != AnyRoute(second))
    let shared = log.onSaved()
    let one = SheetDestination.editTagGroup(tagGroup: Sample.tagGroup, onSaved: shared)
    let other = SheetDestination.editTagGroup(tagGroup: Sample.tagGroup, onSaved: shared)
    #expect(one == other)
    #expect(AnyRoute(one) == AnyRoute(other))
  }

  /// IceCubes keeps one sheet and gives the eight editor cases one id, so showing a reply while
  /// the new-post editor is up changes the sheet's content. Wayfinder compares by value, and a
  /// second sheet stacks over the first.
  @Test func aSecondEditorSheetStacksOverTheFirst() throws {
    let bus = try IceCubesNavigation.makeBus()
    let nav = LiveSheetNavigation(sink: bus)
    nav.showNewStatusEditor(visibility: .pub)
    nav.showReplyToStatusEditor(status: Sample.status)
    let layers = bus.store.state.presented(inTab: IceCubesNavigation.homeTab)
    #expect(
      layers.compactMap { $0.typed(as: SheetDestination.self) } == [
        .newStatusEditor(visibility: .pub), .replyToStatusEditor(status: Sample.status),
      ])
  }

  /// IceCubes pushes on the stack of the tab on screen; here pushed destinations live in the
  /// timeline tab, which a push from another tab selects first. A sheet stays where the user is.
  @Test func aPushFromAnotherTabSelectsTheTimelineButASheetStays() throws {
    let bus = try IceCubesNavigation.makeBus()
    #expect(bus.send(.selectTab("notifications"), source: .app) == .applied)
    LiveSheetNavigation(sink: bus).showAbout()
    #expect(bus.store.state.selectedTab == "notifications")
    #expect(
      bus.store.state.presented(inTab: "notifications").first
        == AnyRoute(SheetDestination.about))
    LiveSheetNavigation(sink: bus).dismiss()
    LiveRouterNavigation(sink: bus).showStatusDetail(id: "1101")
    let state = bus.store.state
    #expect(state.selectedTab == IceCubesNavigation.homeTab)
    #expect(
      state.pushed(inTab: IceCubesNavigation.homeTab) == [
        AnyRoute(RouterDestination.statusDetail(id: "1101"))
      ])
    #expect(state.pushed(inTab: "notifications")?.isEmpty == true)
  }

  /// Without a home tab, a push goes onto the tab on screen, as IceCubes does.
  @Test func withoutAHomeTabAPushStaysInTheTabOnScreen() throws {
    let bus = try IceCubesNavigation.makeBus(placement: [])
    #expect(bus.send(.selectTab("profile"), source: .app) == .applied)
    LiveRouterNavigation(sink: bus).showFollowers(id: "106")
    let state = bus.store.state
    #expect(state.selectedTab == "profile")
    #expect(
      state.pushed(inTab: "profile") == [AnyRoute(RouterDestination.followers(id: "106"))])
    #expect(state.pushed(inTab: IceCubesNavigation.homeTab)?.isEmpty == true)
  }

  /// On iPhone, which has no windows, a window is shown as a full-screen cover; IceCubes shows
  /// the matching sheet instead.
  @Test func anIPhoneShowsTheEditorWindowFullScreen() throws {
    let bus = try IceCubesNavigation.makeBus()
    LiveEditorWindowNavigation(sink: bus).showNewStatusEditor(visibility: .pub)
    let style = WindowDestinationEditor.newStatusEditor(visibility: .pub).defaultPresentation
    #expect(style == .window(id: "editor"))
    #expect(PresentationStyle.shownStyle(for: style, on: .iOS) == .fullScreen)
    #expect(PresentationStyle.shownStyle(for: style, on: .macOS) == style)
    #expect(bus.store.state.sceneIDs.contains(IceCubesNavigation.editorWindow))
  }
}
