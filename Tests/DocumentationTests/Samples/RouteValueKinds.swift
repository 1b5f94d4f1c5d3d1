import Foundation
import Testing
public import Wayfinder

// sample: route-value-kinds
/// A recipe as the app's store keeps it: a model, `Codable`, with no link form.
public struct Recipe: Codable, Hashable, Sendable {
  public var id: Int
  public var title: String
  public var minutes: Int
}

@Route(path: "cooking")
public enum CookingRoute {
  /// Linkable: an identifier has a link.
  case recipe(id: Int)
  /// Restorable: the recipe itself, as the list had it.
  case preview(Recipe)
  /// Transient: a timer that says when it is done.
  @Presents(.sheet)
  case timer(minutes: Int, done: RouteCallback<Void>)
}
// end sample

// sample: route-value-handle
/// What the cooking feature asks of navigation. A closure becomes the route's `RouteCallback`.
@FeatureNavigation(route: CookingRoute.self)
@MainActor
public protocol CookingNavigation {
  func showPreview(_ recipe: Recipe)
  func showTimer(minutes: Int, done: @escaping @MainActor @Sendable () -> Void)
}
// end sample

@MainActor
@Suite struct RouteValueKindsTests {
  let soup = Recipe(id: 7, title: "Leek soup", minutes: 40)

  @Test func aCaseKindFollowsFromItsValues() throws {
    // sample: route-value-kinds-catalogue
    let kinds = CookingRoute.routeCases.map { "\($0.name): \($0.kind)" }
    #expect(kinds == ["recipe: linkable", "preview: restorable", "timer: transient"])
    // end sample
    var rang = 0
    // sample: route-value-callback
    let done = RouteCallback<Void> { rang += 1 }
    let timer = AnyRoute(CookingRoute.timer(minutes: 5, done: done))
    guard case .timer(_, let back)? = timer.typed(as: CookingRoute.self) else {
      Issue.record("the timer did not come back")
      return
    }
    #expect(back == done)  // the same callback, not a copy of its closure
    back()
    // end sample
    #expect(rang == 1)
  }

  @Test func theMockRecordsModelsAndCallbacks() {
    var rang = 0
    // sample: route-value-mock
    let navigation = MockCookingNavigation()
    navigation.showPreview(soup)
    navigation.showTimer(minutes: 5) { rang += 1 }
    #expect(navigation.calls.first == .showPreview(soup))
    guard case .showTimer(let minutes, let done)? = navigation.calls.last else {
      Issue.record("no timer was asked for")
      return
    }
    #expect(minutes == 5)
    done()  // what the timer's screen does when the time is up
    #expect(rang == 1)
    // end sample
  }

  @Test func aLinkStopsBelowTheFirstRouteWithoutOne() throws {
    let shell = ShellConfiguration(tabs: [TabDeclaration("cooking")])
    var builder = DeepLinkResolverBuilder(scheme: "cookbook", host: "app", shell: shell)
    builder.addRoutes(CookingRoute.self, toTab: "cooking")
    let resolver = try builder.build()
    var state = NavigationState(tabs: ["cooking"])
    try state.apply(.push(AnyRoute(CookingRoute.recipe(id: 7))))
    try state.apply(.push(AnyRoute(CookingRoute.preview(soup))))
    // sample: route-value-nearest-link
    let (link, omitted) = try resolver.nearestLink(for: state)
    #expect(link == "cookbook://app/cooking/recipe/7")
    #expect(omitted.map(\.description) == ["cooking/preview/{Recipe}"])
    // end sample
    #expect(throws: (any Error).self) {
      try resolver.check("cookbook://app/cooking/preview", for: EntitlementStore())
    }
  }
}
