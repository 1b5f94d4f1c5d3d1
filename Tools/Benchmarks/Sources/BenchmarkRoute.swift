import Tasks
import Wayfinder

/// A route type written by hand, so the core benchmarks depend on nothing but the core.
enum BenchmarkRoute: NavigationRoute {
  case item(id: Int)
  case detail(name: String)
  /// A screen that needs premium, which the benchmarks' user has.
  case report(id: Int)

  static let moduleKey: ModuleKey = "bench"
  static let routeCases = [
    RouteCase(name: "item", parameters: [RouteParameter(label: "id", type: Int.self)]),
    RouteCase(
      name: "detail", parameters: [RouteParameter(label: "name", type: String.self)],
      presentation: .sheet),
    RouteCase(
      name: "report", parameters: [RouteParameter(label: "id", type: Int.self)],
      requirement: .premium),
  ]

  var routeComponents: RouteComponents {
    switch self {
    case .item(let id): return RouteComponents(name: "item", values: [id.linkValue])
    case .detail(let name): return RouteComponents(name: "detail", values: [name.linkValue])
    case .report(let id): return RouteComponents(name: "report", values: [id.linkValue])
    }
  }

  init(routeComponents: RouteComponents) throws(RouteDecodingError) {
    try routeComponents.expectValueCount(1, module: Self.moduleKey)
    switch routeComponents.name {
    case "item":
      self = .item(id: try routeComponents.value(at: 0, as: Int.self, module: Self.moduleKey))
    case "detail":
      self = .detail(
        name: try routeComponents.value(at: 0, as: String.self, module: Self.moduleKey))
    case "report":
      self = .report(id: try routeComponents.value(at: 0, as: Int.self, module: Self.moduleKey))
    default:
      throw .unknownCase(
        module: Self.moduleKey, name: routeComponents.name, known: ["item", "detail", "report"])
    }
  }
}

/// The module that owns ``BenchmarkRoute``: registered for its routes' requirements and
/// presentations; it answers no interaction.
struct BenchmarkModule: FeatureRouter {
  enum Tap: ModuleInteraction {
    case none
    static let moduleKey = BenchmarkRoute.moduleKey
  }

  func respond(to interaction: Tap, in state: NavigationState) -> ModuleResponse<BenchmarkRoute> {
    .nothing
  }
}
