import Settings
public import Wayfinder

/// What is on screen: the focused route drawn by its feature, a flow's step with the flow's
/// actions, or a scene's own root screen; and the canonical link of what is shown.
///
/// ```swift
/// let screen = app.screens.visible()
/// print(screen.title, screen.actions.map(\.label))
/// ```
@MainActor
public final class ShowcaseScreens {
  /// The screen a scene shows when no route is open in it (a link to the scene alone).
  static let sceneRoots: [SceneID: AnyRoute] = [
    ShowcaseShell.preferencesWindow: AnyRoute(PreferencesRoute.general),
    ShowcaseShell.appSettings: AnyRoute(SettingsPaneRoute.appearance),
  ]
  /// The names of scenes whose declaration has no title.
  static let sceneTitles: [SceneID: String] = [ShowcaseShell.taskViewerSpace: "Task viewer"]

  private let features: [FeatureRegistration]
  private let flows: ShowcaseFlows
  private let resolver: DeepLinkResolver
  private var bus: NavigationBus { flows.engine.bus }

  /// Creates the screens of an app.
  /// - Parameters:
  ///   - features: The features, which draw their routes.
  ///   - flows: The flows, which draw their steps.
  ///   - resolver: The resolver, which writes the links.
  init(features: [FeatureRegistration], flows: ShowcaseFlows, resolver: DeepLinkResolver) {
    self.features = features
    self.flows = flows
    self.resolver = resolver
  }

  /// The screen the user sees.
  /// - Parameter sink: Where the screen's actions send what they ask for; the app's bus unless
  ///   given (the text front passes a sink that keeps what each send returned).
  /// - Returns: The screen, with its actions.
  public func visible(sendingThrough sink: (any NavigationIntentSink)? = nil) -> Screen {
    let sink = sink ?? bus
    let state = bus.store.state
    guard let route = state.topRoute else {
      guard let scene = state.focusedScene else { return Screen(title: "(nothing)") }
      return sceneRoot(scene, sink: sink)
    }
    if let (flowName, _) = route.flowStep,
      let flow = state.flow(showing: route) ?? state.flows.last(where: { $0.flow == flowName })
    {
      return flows.screen(of: flow)
    }
    if let screen = draw(route, sink: sink) { return screen }
    return Screen(title: route.description, content: ["No feature draws this screen."])
  }

  /// The screen of one route wherever it stands, for a renderer that draws every entry of a
  /// stack (the SwiftUI app): a feature's route drawn by its feature, a flow's step drawn by
  /// the feature that owns the flow, with the flow's progress and data but without the flow's
  /// own actions, which the renderer's flow container supplies.
  /// - Parameters:
  ///   - route: The route.
  ///   - window: The bus of the window it is drawn in (a main window with a session of its
  ///     own): its actions send there, and a flow's step shows that window's flow.
  /// - Returns: The screen, or `nil` when no feature draws it.
  public func screen(for route: AnyRoute, in window: NavigationBus) -> Screen? {
    guard let (flowName, step) = route.flowStep else { return draw(route, sink: window) }
    let flow = window.store.state.flow(showing: route)
    return features.lazy.compactMap {
      $0.screen(ofFlow: flowName, step: step, data: flow?.data ?? [:])
    }.first
  }

  /// The screen of one route wherever it stands in the app's own window (``screen(for:in:)``).
  /// - Parameter route: The route.
  /// - Returns: The screen, or `nil` when no feature draws it.
  public func screen(for route: AnyRoute) -> Screen? { screen(for: route, in: bus) }

  /// The screen of a route, drawn by the feature it belongs to, its actions sending through
  /// `sink`.
  private func draw(_ route: AnyRoute, sink: any NavigationIntentSink) -> Screen? {
    for feature in features {
      if let screen = feature.screen(for: route, sink: sink) { return screen }
    }
    return nil
  }

  /// The screen of a scene that shows no route: its root screen, or a screen that can close it.
  private func sceneRoot(_ scene: SceneID, sink: any NavigationIntentSink) -> Screen {
    if let root = Self.sceneRoots[scene], let screen = draw(root, sink: sink) { return screen }
    let title =
      Showcase.shell.scenes.first { $0.id == scene }?.title ?? Self.sceneTitles[scene]
      ?? "Scene \(scene)"
    return Screen(
      title: title, content: ["Nothing is shown here yet."],
      actions: [
        ScreenAction("Close") { [bus] _ in
          bus.send(.commands([.closeScene(scene)]), source: .app)
        }
      ])
  }

  /// The canonical link of what is shown, or why it has none.
  package var currentLink: Result<String, DeepLinkGenerationError> { link(origin: nil) }

  /// ``currentLink`` written for sharing: with the universal-link domain, which a browser opens
  /// too when the app is not installed.
  package var sharingLink: Result<String, DeepLinkGenerationError> {
    link(origin: resolver.sharingOrigin)
  }

  /// The routes shown above the screen that ``currentLink`` opens: those from the first route
  /// without a link (one that carries a model or a callback) up; empty when the link opens
  /// exactly what is shown.
  package var routesWithoutLink: [AnyRoute] {
    (try? resolver.nearestCanonicalLink(for: bus.store.state).omitted) ?? []
  }

  private func link(origin: LinkOrigin?) -> Result<String, DeepLinkGenerationError> {
    let state = bus.store.state
    do throws(DeepLinkGenerationError) {
      return .success(try resolver.canonicalLink(for: state, origin: origin))
    } catch {
      return .failure(error)
    }
  }
}
