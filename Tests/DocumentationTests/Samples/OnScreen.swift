import SwiftUI
import Testing
import Wayfinder
import WayfinderSwiftUI

// On Apple platforms this file compiles against SwiftUI; on Linux against the stand-in
// (Tools/AppleStandIns/SwiftUI), whose views keep what they were given, so the tests below can
// write to the bindings as SwiftUI would.

// sample: on-screen-app
@MainActor
final class CookbookScreens {
  let cookbook: Cookbook
  let viewModel: NavigationViewModel

  init() throws {
    cookbook = try Cookbook()
    // Links that arrive at launch wait until the root appeared and restored the navigation.
    viewModel = NavigationViewModel(bus: cookbook.bus, platform: .iOS, isReady: false)
  }
}

struct CookbookApp: App {
  private let screens = try? CookbookScreens()

  var body: some Scene {
    WindowGroup {
      if let screens {
        NavigationRoot(
          viewModel: screens.viewModel, views: cookbookViews(), restoration: .sceneStorage()
        )
      } else {
        Text("The cookbook could not start.")
      }
    }
  }
}
// end sample

// sample: on-screen-views
@MainActor
func cookbookViews() -> RouteViews {
  // Every route without a view of its own is drawn from its screen model.
  var views = RouteViews { route, _ in Screen(title: "\(route)") }
  views.register(RecipesRoute.self) { route in
    switch route {
    case .detail(let id): RecipeView(id: id)
    default: Text("\(route)")
    }
  }
  return views
}

struct RecipeView: View {
  let id: Int
  @Environment(\.recipesNavigation) private var navigation

  var body: some View {
    VStack {
      Text("Recipe \(id)")
      // The view does not know that sharing is a sheet.
      Button("Share") { navigation?.showShare(id: id) }
    }
  }
}
// end sample

// sample: on-screen-handle
extension EnvironmentValues {
  /// The Recipes handle of the window the view is in: the root puts that window's bus in the
  /// environment.
  var recipesNavigation: (any RecipesNavigation)? {
    navigationSink.map { LiveRecipesNavigation(sink: $0) }
  }
}
// end sample

// sample: on-screen-glue
struct RecipesStack: View {
  let viewModel: NavigationViewModel

  var body: some View {
    let stack = viewModel.layer(at: StackLocation(container: .tab("recipes"), depth: 0))
    NavigationStack(path: viewModel.path(of: stack)) {
      Text("Recipes")
        .navigationDestination(for: NavigationProjection.Entry.self) { entry in
          Text("\(entry.route)")
        }
    }
    .sheet(item: viewModel.presentation(over: stack, in: .sheet)) { sheet in
      Text("Layer \(sheet.id)")
        .interactiveDismissDisabled(viewModel.layer(at: sheet.location).refusesDismissal)
    }
  }
}
// end sample

// sample: on-screen-edit-route
/// A recipe's page steps to the next recipe in place: it edits its own route, and the bus
/// applies the replacement through its guards and observers, as it applies a tap.
struct RecipePager: View {
  let route: Binding<RecipesRoute>

  var body: some View {
    Button("Next recipe") {
      if case .detail(let id) = route.wrappedValue { route.wrappedValue = .detail(id: id + 1) }
    }
  }
}

/// The pager of the recipe on top of the Recipes tab, bound to its own route.
@MainActor
func recipePager(in viewModel: NavigationViewModel) -> RecipePager? {
  let stack = viewModel.layer(at: StackLocation(container: .tab(CookbookShell.recipes), depth: 0))
  guard let top = stack.entries.last,
    let route = viewModel.route(of: top, as: RecipesRoute.self)
  else { return nil }
  return RecipePager(route: route)
}
// end sample

// The tests read what the views handed SwiftUI through the stand-in's inspection helpers
// (`values(of:in:)`, `NavigationStackRecord`, `PresentationRecord`), which SwiftUI does not have:
// they are compiled only where the stand-in is (Linux, where the manifest declares the module
// SwiftUIStandIn and aliases it as SwiftUI). On Apple platforms the samples above still compile.
// On Linux they must not vanish quietly: a stand-in under another name stops the build.
#if canImport(SwiftUIStandIn)
@MainActor
@Suite struct OnScreenTests {
  @Test func aBackSwipeAndASwipeDownAreWrittenBackThroughTheBus() throws {
    let screens = try CookbookScreens()
    let bus = screens.cookbook.bus
    bus.send(RecipesInteraction.recipeTapped(id: 42))
    LiveRecipesNavigation(sink: bus).showShare(id: 42)
    // What SwiftUI was handed by the stack view.
    let body = RecipesStack(viewModel: screens.viewModel).body
    let stack = try #require(values(of: (any NavigationStackRecord).self, in: body).first)
    let path = try #require(stack.pathBinding as? Binding<[NavigationProjection.Entry]>)
    #expect(path.wrappedValue.map(\.route) == [AnyRoute(RecipesRoute.detail(id: 42))])
    let presentation = try #require(values(of: (any PresentationRecord).self, in: body).first)
    let sheet = try #require(presentation.itemBinding as? Binding<PresentedLayer?>)
    let shown = try #require(sheet.wrappedValue)
    #expect(!screens.viewModel.layer(at: shown.location).refusesDismissal)

    sheet.wrappedValue = nil
    #expect(screens.cookbook.store.state.presentationDepth == 0)

    path.wrappedValue = []
    #expect(screens.cookbook.store.state.topRoute == AnyRoute(RecipesRoute.list))
  }

  @Test func whatIsOnTopIsAdvertisedAndAnotherDeviceContinuesIt() throws {
    // sample: handoff
    var builder = NavigationBus.Builder(
      shell: CookbookShell.shell,
      placement: [
        .tab(RecipesRoute.self, CookbookShell.recipes, root: .list),
        .tab(ShoppingRoute.self, CookbookShell.shopping, root: .list),
      ])
    builder.register(
      feature: FeatureRegistration("recipes").routes(RecipesModule()) { route, _ in
        Screen(title: "Recipe \(route)")
      }.activity("com.example.cookbook.recipe"))
    builder.register(feature: FeatureRegistration("shopping").routes(ShoppingModule()))
    builder.openLinks(
      scheme: "cookbook", host: "app", origins: [.universalLink(domain: "cookbook.example.com")])
    let viewModel = NavigationViewModel(
      bus: try builder.build(entitlements: EntitlementStore()), platform: .iOS)

    viewModel.bus.send(RecipesInteraction.recipeTapped(id: 42))
    #expect(
      viewModel.activity
        == AppActivity(
          type: "com.example.cookbook.recipe", title: "Recipe detail(id: 42)",
          link: "https://cookbook.example.com/recipes/detail/42"))

    // On another device, the same activity handed over opens the recipe through the chain.
    let handedOver = WriteBack.continuedActivity(
      type: "com.example.cookbook.recipe", link: "https://cookbook.example.com/recipes/detail/7")
    #expect(
      viewModel.report(handedOver)
        == .sent(.link("https://cookbook.example.com/recipes/detail/7"), .applied))
    #expect(viewModel.bus.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 7)))
    // end sample
  }

  @Test func aScreenEditsItsOwnRouteThroughTheBus() throws {
    let screens = try CookbookScreens()
    screens.cookbook.bus.send(RecipesInteraction.recipeTapped(id: 42))
    let pager = try #require(recipePager(in: screens.viewModel))
    let next = try #require(values(of: Button<Text>.self, in: pager.body).first)
    next.action()
    #expect(screens.cookbook.store.state.topRoute == AnyRoute(RecipesRoute.detail(id: 43)))
    #expect(
      screens.cookbook.store.state.routes(
        at: StackLocation(container: .tab(CookbookShell.recipes), depth: 0)
      )?.count == 2, "replaced, not pushed")
  }

  @Test func theRegisteredViewDrawsADetailAndTheScreenModelTheRest() throws {
    let views = cookbookViews()
    let bus = try CookbookScreens().cookbook.bus
    let detail = views.view(for: AnyRoute(RecipesRoute.detail(id: 1)), in: bus)
    #expect(values(of: RecipeView.self, in: detail).map(\.id) == [1])
    let list = views.view(for: AnyRoute(ShoppingRoute.list), in: bus)
    #expect(values(of: ScreenView.self, in: list).count == 1)
  }
}
#elseif os(Linux)
#error("the on-screen tests need the SwiftUI stand-in, module SwiftUIStandIn, on Linux")
#endif
