public import Foundation
import Testing
public import Wayfinder

// sample: route-values
/// How a recipe list is ordered; a `String` raw value makes it a link value.
public enum RecipeOrder: String, Sendable, Hashable {
  case newest, quickest, rating
}

@Route(path: "search")
public enum SearchRoute {
  /// Results for a query, in an order, with optional filters.
  case results(query: String, order: RecipeOrder, maxMinutes: Int?, tags: [String])
  /// A saved search, by its identifier.
  case saved(UUID)
}
// end sample

@MainActor
@Suite struct RoutesAndPresentationTests {
  @Test func routeValuesSurviveErasureAndTheirComponentsAreTheLinkSegments() throws {
    // sample: route-erasure
    let route = SearchRoute.results(query: "soup", order: .quickest, maxMinutes: 30, tags: [])
    let erased = AnyRoute(route)
    #expect(erased.module == "search")
    #expect(erased.name == "results")
    #expect(erased.typed(as: SearchRoute.self) == route)
    #expect(erased.typed(as: RecipesRoute.self) == nil)
    // end sample
    let saved = AnyRoute(
      SearchRoute.saved(UUID(uuidString: "6B29FC40-CA47-1067-B31D-00DD010662DA")!))
    #expect(saved.typed(as: SearchRoute.self) != nil)
    let json = try JSONEncoder().encode(erased)
    #expect(try JSONDecoder().decode(AnyRoute.self, from: json) == erased)
  }

  @Test func theReducerAppliesCommandsAllOrNothing() throws {
    // sample: reducer-commands
    var state = NavigationState(
      tabs: ["recipes", "shopping"],
      roots: ["recipes": AnyRoute(RecipesRoute.list), "shopping": AnyRoute(ShoppingRoute.list)])
    try state.apply(.push(RecipesRoute.detail(id: 7)))
    try state.apply(.present(RecipesRoute.share(id: 7)))
    #expect(state.presentationDepth == 1)

    // A sequence is all or nothing: the second dismiss fails, so the first is undone too.
    let before = state
    #expect(throws: NavigationError.self) {
      try state.apply(.batch([.dismiss, .dismiss]))
    }
    #expect(state == before)
    // end sample

    // sample: render-tree
    print(state.renderTree())
    // tabs
    //   * recipes
    //       recipes/list
    //       push recipes/detail/7
    //       > sheet[medium,large] recipes/share/7
    //   shopping
    //       shopping/list
    // end sample
    #expect(
      state.renderTree() == """
        tabs
          * recipes
              recipes/list
              push recipes/detail/7
              > sheet[medium,large] recipes/share/7
          shopping
              shopping/list

        """)
  }

  @Test func styleOverridesAndQueries() throws {
    var state = NavigationState(tabs: ["recipes"], roots: ["recipes": AnyRoute(RecipesRoute.list)])
    // sample: present-styles
    // The declared default: a sheet with medium and large detents.
    try state.apply(.present(RecipesRoute.share(id: 7)))
    try state.apply(.dismiss)
    // The caller's choice wins over the default.
    try state.apply(.present(RecipesRoute.share(id: 7), style: .popover))
    try state.apply(.dismiss)
    // Pop back to a route further down the stack.
    try state.apply(.push(RecipesRoute.detail(id: 1)))
    try state.apply(.push(RecipesRoute.detail(id: 2)))
    try state.apply(.popTo(.route(RecipesRoute.detail(id: 1))))
    #expect(state.topRoute == AnyRoute(RecipesRoute.detail(id: 1)))
    // end sample
  }
}
