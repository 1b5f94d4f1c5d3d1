import Foundation
import Observation
import ShowcaseApp
import SwiftUI
import Tasks
import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// The SwiftUI adapter's glue, driven as SwiftUI drives it: the bindings handed to the
/// stand-in's `TabView`, `NavigationStack` and presentation modifiers are read and written, and
/// the actions of `onOpenURL` and `onAppear` run; what reached the bus is checked.
@MainActor
@Suite struct SwiftUIAdapterTests {
  let app: Showcase
  let viewModel: NavigationViewModel
  let events = Events()
  /// What the simulated SwiftUI host keeps between frames (`draw(_:)`).
  let presenters = Presenters()

  init() throws {
    let events = events
    app = try Showcase(storeAt: nil, platform: .iOS) { $0.observe(with: events) }
    viewModel = NavigationViewModel(bus: app.bus, platform: .iOS)
  }

  var context: NavigationContext {
    NavigationContext(
      viewModel: viewModel, views: RouteViews { [app] in app.screens.screen(for: $0, in: $1) })
  }

  func tasksStack() -> ObservedLayer {
    viewModel.layer(at: StackLocation(container: .tab("tasks"), depth: 0))
  }

  func open(_ link: String) {
    #expect(app.bus.send(.link(link), source: .link) == .applied)
  }

  @Test func aShorterPathWrittenToTheStackIsABackSwipeThroughTheBus() throws {
    open("archery://app/tasks/7")
    let layer = NavigationLayerView(
      context: context, location: tasksStack().location, namespace: Namespace().wrappedValue)
    let stack = try #require(values(of: (any NavigationStackRecord).self, in: layer.body).first)
    let path = try #require(stack.pathBinding as? Binding<[NavigationProjection.Entry]>)
    #expect(path.wrappedValue.map(\.route) == [AnyRoute(TasksRoute.detail(id: "7"))])

    path.wrappedValue = []

    #expect(events.last?.intent == .pop)
    #expect(events.last?.source == .userInterface)
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.list))
    // SwiftUI may write the same path again: nothing more is sent.
    let sent = events.count
    path.wrappedValue = []
    #expect(events.count == sent)
  }

  /// A screen's own route as a binding: reading gives the typed route, writing a new value of
  /// the same case replaces it through the bus, as the user's.
  @Test func aScreenWritesItsRouteBindingThroughTheBus() throws {
    open("archery://app/tasks/7")
    let entry = try #require(viewModel.projection.focusedLayer?.entries.last)
    let route = try #require(viewModel.route(of: entry, as: TasksRoute.self))
    #expect(route.wrappedValue == .detail(id: "7"))
    route.wrappedValue = .detail(id: "8")
    #expect(events.last?.intent == .commands([.replace(AnyRoute(TasksRoute.detail(id: "8")))]))
    #expect(events.last?.source == .userInterface)
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "8")))
  }

  @Test func aLongerPathIsRefusedAndTheStateStays() {
    open("archery://app/tasks/7")
    let path = viewModel.path(of: tasksStack())
    let before = app.bus.store.state
    path.wrappedValue = path.wrappedValue + path.wrappedValue
    #expect(app.bus.store.state == before)
  }

  @Test func aSheetSetToNilIsADismissalAndTheCheckoutRefusesTheSwipe() throws {
    open("archery://app/tasks/list")
    #expect(
      app.bus.send(.show(AnyRoute(TasksRoute.quickCreate), style: nil), source: .app) == .applied)
    let tasks = tasksStack()
    let view = NavigationLayerView(
      context: context, location: tasks.location, namespace: Namespace().wrappedValue)
    let presentations = values(of: (any PresentationRecord).self, in: view.body)
    #expect(presentations.map(\.kind) == ["sheet", "fullScreenCover", "popover"])
    let sheet = try #require(presentations.first?.itemBinding as? Binding<PresentedLayer?>)
    let cover = try #require(presentations.last?.itemBinding as? Binding<PresentedLayer?>)
    let shown = try #require(sheet.wrappedValue)
    #expect(cover.wrappedValue == nil)
    #expect(shown.id == tasks.presentedLayer)

    // The sheet's content: its own stack, a swipe-down allowed.
    let content = try #require(presentations.first?.content(for: shown))
    let disabled =
      values(of: (any SettingRecord).self, in: content)
      .first { $0.kind == "interactiveDismissDisabled" }?.anyValue as? Bool
    #expect(disabled == false)

    sheet.wrappedValue = nil
    #expect(events.last?.intent == .dismiss)
    #expect(events.last?.source == .userInterface)
    #expect(tasks.presentedLayer == nil)
  }

  /// A sheet over a sheet reaches SwiftUI one level at a time: the second is presented only
  /// once the first one's presentation finished, which UIKit tells the controller in its
  /// content, not when its content's `onAppear` runs, at the start of the animation.
  @Test func aSheetOverASheetIsPresentedAfterTheFirstFinishedItsPresentation() throws {
    let (content, innerSheet) = try twoSheetsAtOnce()
    // The first sheet is drawn and starts to animate in, when SwiftUI runs its content's
    // `onAppear`: UIKit would refuse a presentation from it now.
    for action in values(of: (any ActionRecord).self, in: content) where action.kind == "onAppear" {
      _ = action.run(())
    }
    #expect(innerSheet() == nil, "the second sheet was presented while the first animated in")
    // Its presentation finished: the second sheet is presented over it.
    let reporter = try #require(
      values(of: (any UIViewControllerRepresentable).self, in: content).first)
    reporter.makeController().viewDidAppear(true)
    let second = try #require(innerSheet())
    #expect(second.location.depth == 2)
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.edit(id: "1")))
  }

  /// Where the end of a presentation is never reported, the next level is presented once the
  /// layer's content has been on screen for the adapter's time-out.
  @Test func aSheetWhoseTransitionEndIsNeverReportedPresentsTheNextAfterTheTimeOut() async throws {
    let (content, innerSheet) = try twoSheetsAtOnce()
    let wait = try #require(values(of: AsyncAction.self, in: content).first { $0.kind == "task" })
    #expect(innerSheet() == nil)
    await wait.run()
    #expect(innerSheet()?.location.depth == 2)
  }

  /// Two sheets presented in one change, drawn in the tasks tab: the first sheet's content, and
  /// what its own layer presents.
  private func twoSheetsAtOnce() throws -> (content: Any, innerSheet: () -> PresentedLayer?) {
    _ = NavigationRoot(viewModel: viewModel, views: context.views)
    #expect(viewModel.stagesPresentations, "the root stages presentations")
    open("archery://app/tasks/list")
    #expect(
      app.bus.send(
        .commands([
          .present(AnyRoute(TasksRoute.quickCreate), style: .sheet),
          .present(AnyRoute(TasksRoute.edit(id: "1")), style: .sheet),
        ]), source: .app) == .applied)
    let base = NavigationLayerView(
      context: context, location: tasksStack().location, namespace: Namespace().wrappedValue)
    let sheet = try #require(
      values(of: (any PresentationRecord).self, in: base.body).first { $0.kind == "sheet" })
    let shown = try #require((sheet.itemBinding as? Binding<PresentedLayer?>)?.wrappedValue)
    #expect(shown.location.depth == 1)
    // Drawn inside the first sheet: its own layer, which presents nothing yet.
    let content = try #require(sheet.content(for: shown))
    let inner = try #require(values(of: NavigationLayerView.self, in: content).first)
    #expect(inner.location == shown.location)
    return (
      content,
      {
        let records = values(of: (any PresentationRecord).self, in: inner.body)
        let item = records.first { $0.kind == "sheet" }?.itemBinding as? Binding<PresentedLayer?>
        return item?.wrappedValue
      }
    )
  }

  /// The editor's case declares a zoom: its sheet carries SwiftUI's zoom from the source that
  /// the root's namespace matches by route, and a view marked for that route is the source; a
  /// pushed task, which declares none, carries no transition.
  @Test func aZoomedSheetGrowsOutOfTheViewMarkedForItsRoute() throws {
    open("archery://app/tasks/7")
    let edit = AnyRoute(TasksRoute.edit(id: "7"))
    #expect(app.bus.send(.show(TasksRoute.edit(id: "7"))) == .applied)
    let namespace = Namespace().wrappedValue
    let base = NavigationLayerView(
      context: context, location: tasksStack().location, namespace: namespace)
    let sheet = try #require(
      values(of: (any PresentationRecord).self, in: base.body).first { $0.kind == "sheet" })
    let shown = try #require((sheet.itemBinding as? Binding<PresentedLayer?>)?.wrappedValue)
    let content = try #require(sheet.content(for: shown))
    let zooms = values(of: Setting<ZoomNavigationTransition>.self, in: content)
    #expect(zooms.map(\.value.sourceID) == [AnyHashable(edit)])
    #expect(zooms.map(\.value.namespace) == [namespace])
    // The stack under it was opened by a link: its entries move the platform's way.
    #expect(values(of: Setting<ZoomNavigationTransition>.self, in: base.body).isEmpty)
    let button = Text("Edit").transitionSource(for: edit, in: namespace)
    let sources = values(of: Setting<TransitionSource>.self, in: button)
    #expect(sources.map(\.value.id) == [AnyHashable(edit)])
    #expect(sources.map(\.value.namespace) == [namespace])
    // Outside a root there is no namespace, and nothing is marked.
    #expect(
      values(
        of: Setting<TransitionSource>.self, in: Text("Edit").transitionSource(for: edit, in: nil)
      ).isEmpty)
  }

  /// A task pushed with a zoom asked for by its request carries it on its stack's destination.
  @Test func aPushedZoomIsTheDestinationsTransition() throws {
    open("archery://app/tasks/list")
    #expect(
      app.bus.send(.show(TasksRoute.detail(id: "7"), transition: .zoom)) == .applied)
    let entry = try #require(viewModel.projection.focusedLayer?.entries.last)
    #expect(entry.transition == .zoom)
    let view = context.view(for: entry).moving(as: entry, in: Namespace().wrappedValue)
    let zooms = values(of: Setting<ZoomNavigationTransition>.self, in: view)
    #expect(zooms.map(\.value.sourceID) == [AnyHashable(entry.route)])
  }

  @Test func aFlowThatRefusesInteractiveDismissalDisablesTheSwipe() throws {
    #expect(app.bus.send(.flow(.open("checkout")), source: .app).didNavigate)
    let focus = try #require(viewModel.projection.focusedLayer)
    #expect(focus.location.depth > 0)
    #expect(viewModel.layer(at: focus.location).refusesDismissal)
    let below = viewModel.layer(
      at: StackLocation(container: focus.location.container, depth: focus.location.depth - 1))
    let slot = try #require(PresentationSlot(below.presentedStyle))
    // The layer's content is drawn with the swipe-down disabled.
    let view = NavigationLayerView(
      context: context, location: below.location, namespace: Namespace().wrappedValue)
    let record = try #require(
      values(of: (any PresentationRecord).self, in: view.body).first {
        ($0.itemBinding as? Binding<PresentedLayer?>)?.wrappedValue?.id == focus.id
      })
    let shown = try #require((record.itemBinding as? Binding<PresentedLayer?>)?.wrappedValue)
    let content = try #require(record.content(for: shown))
    let disabled =
      values(of: (any SettingRecord).self, in: content)
      .first { $0.kind == "interactiveDismissDisabled" }?.anyValue as? Bool
    #expect(disabled == true, "the adapter does not disable the swipe the chain refuses")
    let item = viewModel.presentation(over: below, in: slot)
    let before = app.bus.store.state
    // A swipe that happened anyway is refused by the chain, and the sheet stays.
    item.wrappedValue = nil
    #expect(app.bus.store.state == before)
    #expect(item.wrappedValue?.id == focus.id)
  }

  /// Each root puts its window's bus in the environment (`navigationSink`), where a feature's
  /// views get their typed handle: the first window the app's bus, another window its session's.
  @Test func eachRootPutsItsWindowsBusInTheEnvironment() throws {
    func sinks(of root: NavigationRoot) -> [AnyObject] {
      values(of: (any SettingRecord).self, in: root.body)
        .filter { $0.kind == "environment" }
        .compactMap { ($0.anyValue as? (any NavigationIntentSink)?) ?? nil }
        .map { $0 as AnyObject }
    }
    let first = NavigationRoot(viewModel: viewModel, views: context.views)
    let second = NavigationRoot(viewModel: viewModel, views: context.views)
    let firstBus = first.context.viewModel.bus
    let secondBus = second.context.viewModel.bus
    #expect(firstBus === app.bus)
    #expect(secondBus !== app.bus)
    #expect(sinks(of: first).contains { $0 === firstBus })
    #expect(sinks(of: second).contains { $0 === secondBus })
    #expect(!sinks(of: second).contains { $0 === firstBus })
  }

  @Test func theTabViewsSelectionIsATabTapThroughTheBus() throws {
    let root = NavigationRoot(viewModel: viewModel, views: context.views)
    let tabView = try #require(values(of: (any TabViewRecord).self, in: root.body).first)
    let selection = try #require(tabView.selectionBinding as? Binding<TabID>)
    #expect(selection.wrappedValue == viewModel.selectedTab)
    selection.wrappedValue = "settings"
    #expect(events.last?.intent == .selectTab("settings"))
    #expect(events.last?.source == .userInterface)
    #expect(selection.wrappedValue == "settings")
    // The admin tab needs pro: hidden from the tab bar.
    #expect(!viewModel.visibleTabs.contains("admin"))
    #expect(viewModel.visibleTabs.contains("tasks"))
  }

  /// SwiftUI writes the selected tab again when it is tapped (apps such as IceCubes pop to
  /// root on exactly that): the adapter reports the reselection, which takes the tab back to
  /// its root through the chain.
  @Test func theSelectedTabWrittenAgainIsAReselection() throws {
    let selection = viewModel.tabSelection
    #expect(
      viewModel.bus.send(.link("archery://app/tasks/4"), source: .link) == .applied)
    #expect(viewModel.selectedTab == "tasks")
    selection.wrappedValue = "tasks"
    #expect(events.last?.intent == .selectTab("tasks"))
    #expect(events.last?.source == .userInterface)
    #expect(viewModel.bus.store.state.topRoute == AnyRoute(TasksRoute.list))
  }

  @Test func linksFromTheSystemWaitForTheRootAndOpenOnce() throws {
    // The app's own view model holds links until its root appeared.
    let root = NavigationRoot(viewModel: app.viewModel, views: context.views)
    let actions = values(of: (any ActionRecord).self, in: root.body)
    let openURL = try #require(actions.first { $0.kind == "onOpenURL" })
    let appear = try #require(actions.first { $0.kind == "onAppear" })
    let bridge = ActivityBridge(viewModel: app.viewModel) { Text("tabs") }
    let continued = try #require(
      values(of: (any ActionRecord).self, in: bridge.body).first {
        $0.kind == "onContinueUserActivity NSUserActivityTypeBrowsingWeb"
      })

    let link = try #require(URL(string: "archery://app/tasks/3"))
    #expect(openURL.run(link))
    #expect(openURL.run(link))
    #expect(app.viewModel.heldLinks == [link.absoluteString])
    #expect(app.bus.store.state.topRoute != AnyRoute(TasksRoute.detail(id: "3")))

    #expect(appear.run(()))
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "3")))
    #expect(events.filter { $0.source == .link }.count == 1)

    // A universal link continues as a user activity with its web page.
    let activity = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
    activity.webpageURL = URL(string: "archery://app/tasks/4")
    #expect(continued.run(activity))
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "4")))
  }

  /// The window advertises what is on top as its user activity, filled for Handoff, and
  /// continues an activity of the Tasks feature's type through the chain.
  @Test func theWindowAdvertisesWhatIsOnTopAndContinuesTheAppsActivities() throws {
    func actions() -> [any ActionRecord] {
      values(
        of: (any ActionRecord).self,
        in: ActivityBridge(viewModel: app.viewModel) { Text("tabs") }.body)
    }
    let type = TasksFeature.viewingActivity
    app.viewModel.rootAppeared()
    #expect(actions().contains { $0.kind == "userActivity  (inactive)" })
    #expect(app.bus.send(.link("archery://app/tasks/5"), source: .link) == .applied)
    let advertise = try #require(actions().first { $0.kind == "userActivity \(type)" })
    let activity = NSUserActivity(activityType: type)
    #expect(advertise.run(activity))
    #expect(activity.title == "Task not found")
    #expect(activity.webpageURL == URL(string: "https://archery.example.com/tasks/5"))
    #expect(
      activity.userInfo?[AppActivity.linkKey] as? String == activity.webpageURL?.absoluteString)

    // Another device's task, continued here.
    let continued = try #require(actions().first { $0.kind == "onContinueUserActivity \(type)" })
    let handed = NSUserActivity(activityType: type)
    handed.userInfo = [AppActivity.linkKey: "https://archery.example.com/tasks/6/edit"]
    #expect(continued.run(handed))
    #expect(app.bus.store.state.topRoute == AnyRoute(TasksRoute.edit(id: "6")))
  }

  @Test func registeredViewsDrawTheirRoutesAndScreensDrawTheRest() {
    var views = RouteViews { [app] in app.screens.screen(for: $0, in: $1) }
    views.register(TasksRoute.self) { route in Text("task view \(route)") }
    let task = views.view(for: AnyRoute(TasksRoute.detail(id: "1")), in: app.bus)
    #expect(values(of: Text.self, in: task).first == Text("task view detail(id: \"1\")"))
    let settings = values(
      of: ScreenView.self, in: views.view(for: AnyRoute(TasksRoute.list), in: app.bus))
    #expect(settings.isEmpty)
    let other = views.view(
      for: app.bus.store.state.topRoute ?? AnyRoute(TasksRoute.list), in: app.bus)
    #expect(values(of: ScreenView.self, in: other).count == 1)
  }

  @Test func aFlowStepIsDrawnInItsContainerAndMovesThroughTheEngine() async throws {
    #expect(app.bus.send(.link("archery://app/flow/taskWizard"), source: .link).didNavigate)
    let focus = try #require(viewModel.projection.focusedLayer)
    let entry = try #require(focus.entries.last)
    let drawn = context.view(for: entry)
    let containers = values(of: FlowContainer<AnyView>.self, in: drawn)
    let flow = try #require(containers.first?.flow)
    let first = try #require(flow.progress)
    #expect(first.position == 1)

    // Next without the step's values: refused by the flow, with a reason, nothing moved.
    await flow.advance().value
    #expect(flow.failure != nil)
    #expect(flow.progress == first)

    // The next step needs premium: the guard's refusal is the reason shown.
    flow.fields["title"] = "Buy milk"
    await flow.advance().value
    #expect(flow.failure?.contains("premium") == true)
    #expect(flow.fields["title"] == "Buy milk")

    // The purchase resumes the move that waited behind the paywall.
    try app.account.setEntitlement("premium", on: true)
    #expect(flow.progress?.position == 2)
    await flow.back().value
    #expect(flow.failure == nil)
    #expect(flow.progress?.position == 1)
    flow.fields["title"] = "Buy bread"
    await flow.advance().value
    #expect(flow.failure == nil)
    #expect(flow.progress?.position == 2)
    #expect(flow.fields.isEmpty)

    await flow.cancel().value
    #expect(flow.progress == nil)
  }

  @Test func drawingAFlowStepDoesNotMakeTheLayerDependOnTheWholeState() throws {
    #expect(app.bus.send(.link("archery://app/flow/taskWizard"), source: .link).didNavigate)
    let plain = NavigationContext(
      viewModel: viewModel, views: RouteViews { route, _ in Screen(title: "\(route)") })
    let entry = try #require(viewModel.projection.focusedLayer?.entries.last)
    final class Told: @unchecked Sendable { var told = false }
    let told = Told()
    let drawn = withObservationTracking {
      plain.view(for: entry)
    } onChange: {
      told.told = true
    }
    #expect(values(of: FlowContainer<AnyView>.self, in: drawn).count == 1)
    // A change elsewhere: another tab selected.
    #expect(app.bus.send(.selectTab("settings"), source: .app) == .applied)
    #expect(!told.told)
  }

  @Test func theSceneHostOpensWhatTheStateAsksAndReportsARefusal() async throws {
    let mac = NavigationViewModel(bus: app.bus, platform: .macOS)
    open("archery://app/scene/window/preferences")
    #expect(mac.openScenes == [.window("preferences")])
    let host = SceneHost()
    var performed: [SceneAction] = []
    await host.carry(out: mac.projection.sceneActions(opened: host.opened), for: mac) { action in
      performed.append(action)
      return true
    }
    #expect(performed == [.open(.window("preferences"))])
    #expect(host.opened == [.window("preferences")])

    // The state closes it: the host closes the window.
    #expect(
      app.bus.send(.commands([.closeScene(.window("preferences"))]), source: .app) == .applied)
    performed = []
    await host.carry(out: mac.projection.sceneActions(opened: host.opened), for: mac) { action in
      performed.append(action)
      return true
    }
    #expect(performed == [.close(.window("preferences"))])
    #expect(host.opened.isEmpty)

    // The system refuses to open it: the state is told the scene closed.
    open("archery://app/scene/window/preferences")
    await host.carry(out: mac.projection.sceneActions(opened: host.opened), for: mac) { _ in false }
    #expect(host.opened.isEmpty)
    #expect(mac.openScenes.isEmpty)
    #expect(events.last?.intent == .commands([.closeScene(.window("preferences"))]))
  }

  /// An iPad app that does not declare multiple scenes cannot open a window: `openWindow`
  /// would open nothing, so the scene host refuses the window and the state drops it, as it
  /// drops any scene the system refuses.
  @Test func aWindowTheAppCannotOpenIsRefusedAndLeavesTheState() async throws {
    let iPad = NavigationViewModel(bus: app.bus, platform: .iPadOS)
    let bridge = SceneBridge(viewModel: iPad) { Text("tabs") }
    open("archery://app/scene/window/preferences")
    #expect(iPad.openScenes == [.window("preferences")])
    #expect(await bridge.performer(opensWindows: true)(.open(.window("preferences"))))

    let host = SceneHost()
    await host.carry(
      out: iPad.projection.sceneActions(opened: host.opened), for: iPad,
      with: bridge.performer(opensWindows: false))
    #expect(host.opened.isEmpty)
    #expect(iPad.openScenes.isEmpty)
    #expect(events.last?.intent == .commands([.closeScene(.window("preferences"))]))
  }

  @Test func aWindowClosedByTheUserClosesItsSceneAndOneWithoutAValueShowsNothing() throws {
    let mac = NavigationViewModel(bus: app.bus, platform: .macOS)
    let macContext = NavigationContext(viewModel: mac, views: context.views)
    open("archery://app/scene/window/preferences")
    let window = SceneRoot(context: macContext, scene: .window("preferences")).body
    #expect(
      values(of: NavigationLayerView.self, in: window).map(\.location) == [
        StackLocation(container: .scene(.window("preferences")), depth: 0)
      ])
    let disappear = try #require(
      values(of: (any ActionRecord).self, in: window).first { $0.kind == "onDisappear" })
    #expect(disappear.run(()))
    #expect(mac.openScenes.isEmpty)

    let restored = SceneRoot(context: macContext, scene: nil).body
    #expect(values(of: NavigationLayerView.self, in: restored).isEmpty)
    #expect(values(of: Text.self, in: restored) == [Text("Nothing is shown here yet.")])
  }

  /// A window on iPhone is a full-screen cover that the selected tab's top layer presents: over
  /// the tab's own sheet, not beside it from the root, since one presenter shows one modal at a
  /// time (as the UIKit adapter chains them). Its dismissal closes the scene.
  @Test func aWindowOnIPhoneIsPresentedOverTheTabsSheetAndItsDismissalClosesIt() throws {
    open("archery://app/tasks/7/edit")
    #expect(
      app.bus.send(.link("archery://app/scene/window/preferences"), source: .link) == .applied)
    #expect(viewModel.presentedScene(in: .sheet).wrappedValue == nil)
    let base = tasksStack()
    #expect(base.presentedLocation == StackLocation(container: .tab("tasks"), depth: 1))
    let sheet = viewModel.layer(at: StackLocation(container: .tab("tasks"), depth: 1))
    let cover = viewModel.presentation(over: sheet, in: .fullScreenCover)
    let shown = try #require(cover.wrappedValue)
    #expect(shown.location == StackLocation(container: .scene(.window("preferences")), depth: 0))
    #expect(viewModel.presentation(over: sheet, in: .sheet).wrappedValue == nil)
    cover.wrappedValue = nil
    #expect(viewModel.openScenes.isEmpty)
    #expect(sheet.presentedLayer == nil)
  }

  @Test func sceneStorageRestoresThroughTheGuards() throws {
    open("archery://app/tasks/9")
    let kept = try #require(NavigationRestoration.sceneStorage().kept(app.bus.store.state))
    let other = try Showcase(storeAt: nil, platform: .iOS)
    let outcome = NavigationRestoration.sceneStorage().restore(kept, through: other.bus)
    #expect(outcome == .success(.applied))
    #expect(other.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "9")))
    // A damaged snapshot restores nothing and says why.
    let damaged = NavigationRestoration.sceneStorage().restore(Data("{".utf8), through: other.bus)
    guard case .failure = damaged else {
      Issue.record("a damaged snapshot was restored: \(String(describing: damaged))")
      return
    }
    #expect(other.bus.store.state.topRoute == AnyRoute(TasksRoute.detail(id: "9")))
    #expect(NavigationRestoration.none.restore(kept, through: other.bus) == nil)
  }

  @Test func theRootIsDrawnAgainOnEveryChangeOnlyWhenItKeepsTheNavigation() {
    final class Told: @unchecked Sendable { var told = false }
    func rootIsTold(_ restoration: NavigationRestoration) -> Bool {
      let root = NavigationRoot(
        viewModel: viewModel, views: context.views, restoration: restoration)
      let told = Told()
      withObservationTracking {
        _ = root.body
      } onChange: {
        told.told = true
      }
      app.bus.send(
        .show(AnyRoute(TasksRoute.detail(id: "\(Int.random(in: 1...99))")), style: nil),
        source: .app)
      // The window closes, and gives the app's view model up to the next root.
      let actions = values(of: (any ActionRecord).self, in: root.body)
      _ = actions.first { $0.kind == "onDisappear" }?.run(())
      return told.told
    }
    #expect(!rootIsTold(.none))
    #expect(rootIsTold(.sceneStorage()))
  }

  @Test func eachMainWindowHasItsOwnNavigationKeptAndRestoredOnItsOwn() throws {
    let views = context.views
    let first = NavigationRoot(viewModel: viewModel, views: views, restoration: .sceneStorage())
    let second = NavigationRoot(viewModel: viewModel, views: views, restoration: .sceneStorage())
    let one = first.context.viewModel
    let two = second.context.viewModel
    #expect(one === viewModel, "the first window shows the app's view model")
    #expect(two !== viewModel && two.bus !== app.bus, "another window has a session of its own")
    #expect(two.stagesPresentations)

    // A push in each window shows in that window only.
    let detail = { (id: String) in AnyRoute(TasksRoute.detail(id: id)) }
    #expect(one.bus.send(.link("archery://app/tasks/1"), source: .link) == .applied)
    #expect(two.bus.send(.link("archery://app/tasks/2"), source: .link) == .applied)
    #expect(one.bus.store.state.topRoute == detail("1"))
    #expect(two.bus.store.state.topRoute == detail("2"))
    // Each window's tab bar reads its own selection.
    let selection = { (root: NavigationRoot) in
      try #require(values(of: (any TabViewRecord).self, in: root.body).first?.selectionBinding)
        as? Binding<TabID>
    }
    try selection(second)?.wrappedValue = "settings"
    #expect(two.bus.store.state.selectedTab == "settings")
    #expect(one.bus.store.state.selectedTab == "tasks")

    // Each window keeps its navigation in its own scene storage as it changes ...
    func keep(_ root: NavigationRoot, _ state: NavigationState) {
      let changes = values(of: (any ActionRecord).self, in: root.body).filter {
        $0.kind == "onChange"
      }
      let kept = changes.contains { $0.run((Optional<NavigationState>.none, Optional(state))) }
      #expect(kept, "the root keeps the navigation on a change")
    }
    keep(first, one.bus.store.state)
    keep(second, two.bus.store.state)
    // ... and restores it when it appears again, without touching the other window.
    one.bus.send(.selectTab("dashboard"), source: .app)
    two.bus.send(.selectTab("dashboard"), source: .app)
    func appear(_ root: NavigationRoot) {
      let actions = values(of: (any ActionRecord).self, in: root.body)
      #expect(actions.first { $0.kind == "onAppear" }?.run(()) == true)
    }
    appear(second)
    #expect(two.bus.store.state.selectedTab == "settings")
    #expect(one.bus.store.state.selectedTab == "dashboard")
    appear(first)
    #expect(one.bus.store.state.topRoute == detail("1"))
    #expect(two.bus.store.state.tab("tasks")?.content.base.path.last == detail("2"))

    // A scene that the second window opened is drawn with the second window's navigation; one
    // that only the app's view model has open, with the app's.
    let preferences = SceneID.window("preferences")
    let scenes = NavigationContext(viewModel: viewModel, views: views)
    #expect(scenes.showing(preferences) === scenes)
    #expect(
      two.bus.send(.link("archery://app/scene/window/preferences"), source: .link) == .applied)
    #expect(scenes.showing(preferences) === second.context)
    #expect(scenes.showing(nil) === scenes)
  }

  @Test func detentsAndSlotsFollowTheShownStyle() {
    #expect(PresentationSlot(.sheet(detents: [.medium, .large])) == .sheet)
    #expect(PresentationSlot(.fullScreen) == .fullScreenCover)
    #expect(PresentationSlot(.popover) == .popover)
    #expect(PresentationSlot(.inspector) == .inspector)
    #expect(PresentationSlot(.ornament(edge: .top)) == .ornament)
    #expect(PresentationSlot(.push) == nil)
    #expect(PresentationSlot(nil) == nil)
    #expect(
      PresentationStyle.sheet(detents: [.medium, .fraction(0.25)]).presentationDetents
        == [.medium, .fraction(0.25)])
    #expect(PresentationStyle.fullScreen.presentationDetents == [.large])
  }
}

/// The requests the bus received, in order.
@MainActor
final class Events: NavigationObserver {
  private(set) var requests: [NavigationRequest] = []
  nonisolated init() {}
  func observe(_ event: NavigationEvent) { requests.append(event.request) }
  var last: NavigationRequest? { requests.last }
  var count: Int { requests.count }
  func filter(_ isIncluded: (NavigationRequest) -> Bool) -> [NavigationRequest] {
    requests.filter(isIncluded)
  }
}
