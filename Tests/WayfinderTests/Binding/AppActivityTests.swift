import Foundation
import Observation
import Testing
import Wayfinder

/// What is on top is advertised as a user activity of its feature's type, with its screen's
/// title and its shared link; continuing one opens its link through the chain.
@MainActor
@Suite struct AppActivityTests {
  static let shell = ShellConfiguration(tabs: [TabDeclaration("shop"), TabDeclaration("issues")])
  static let viewing = "com.example.shop.viewing"

  /// A shop whose feature advertises its screens, beside an issues feature that does not.
  static func viewModel(isReady: Bool = true) throws -> NavigationViewModel {
    var builder = NavigationBus.Builder(
      shell: shell,
      placement: [
        .tab(ShopRoute.self, "shop", root: .catalogue),
        .tab(IssueRoute.self, "issues", root: .open),
      ])
    builder.register(
      feature: FeatureRegistration("shop").routes(ShopRoute.self) { route, _ in
        Screen(title: "Shop: \(route)")
      }.activity(viewing))
    builder.register(feature: FeatureRegistration("issues").routes(IssueRoute.self))
    builder.openLinks(
      scheme: "x", host: "app", origins: [.universalLink(domain: "shop.example.com")])
    let bus = try builder.build(entitlements: EntitlementStore())
    return NavigationViewModel(bus: bus, platform: .iOS, isReady: isReady)
  }

  @Test func theScreenOnTopIsAdvertisedWithItsTitleAndTheLinkToShare() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.link("x://app/shop/A-42"), source: .link) == .applied)
    let activity = try #require(viewModel.activity)
    #expect(activity.type == Self.viewing)
    #expect(activity.title == "Shop: product(sku: \"A-42\")")
    #expect(activity.link == "https://shop.example.com/shop/A-42")
    #expect(activity.webpageURL == URL(string: "https://shop.example.com/shop/A-42"))
    // A link in the app's own scheme is no web page.
    #expect(AppActivity(type: "t", title: "", link: "x://app/shop").webpageURL == nil)
    #expect(viewModel.activityTypes == ["NSUserActivityTypeBrowsingWeb", Self.viewing])
  }

  @Test func aFeatureWithoutAnActivityTypeAdvertisesNothing() throws {
    let viewModel = try Self.viewModel()
    #expect(viewModel.bus.send(.link("x://app/issues/7"), source: .link) == .applied)
    #expect(viewModel.activity == nil)
  }

  @Test func theActivityIsObservedAndChangesWithWhatIsOnTop() throws {
    let viewModel = try Self.viewModel()
    let told = Told()
    withObservationTracking {
      _ = viewModel.activity
    } onChange: {
      told.count += 1
    }
    #expect(viewModel.bus.send(.link("x://app/shop/B"), source: .link) == .applied)
    #expect(told.count == 1)
    #expect(viewModel.activity?.link == "https://shop.example.com/shop/B")
  }

  @Test func continuingAnActivityOpensItsLinkThroughTheChain() throws {
    let viewModel = try Self.viewModel()
    let link = "https://shop.example.com/shop/A-42/reviews/2"
    let outcome = viewModel.report(.continuedActivity(type: Self.viewing, link: link))
    #expect(outcome == .sent(.link(link), .applied))
    #expect(
      viewModel.bus.store.state.topRoute == AnyRoute(ShopRoute.reviews(sku: "A-42", page: 2)))
    // A universal link comes as the system's browsing activity.
    let browsed = viewModel.report(
      .continuedActivity(type: "NSUserActivityTypeBrowsingWeb", link: "x://app/shop/C"))
    #expect(browsed == .sent(.link("x://app/shop/C"), .applied))
    // A bad link is refused as any link is, and nothing changes.
    let before = viewModel.bus.store.state
    guard
      case .sent(_, .failed(let reason)) = viewModel.report(
        .continuedActivity(type: Self.viewing, link: "x://app/shop/p/x/of/A"))
    else {
      Issue.record("a bad link was not refused")
      return
    }
    #expect(reason == "segment 3: expected Int, found 'x'")
    #expect(viewModel.bus.store.state == before)
  }

  @Test func anActivityOfAnotherTypeOrWithoutALinkOpensNothing() throws {
    let viewModel = try Self.viewModel()
    let before = viewModel.bus.store.state
    #expect(
      viewModel.report(.continuedActivity(type: "com.example.other", link: "x://app/shop/A"))
        == .ignored(
          reason: "activity type 'com.example.other' is not one the app continues "
            + "(NSUserActivityTypeBrowsingWeb, \(Self.viewing))"))
    #expect(
      viewModel.report(.continuedActivity(type: Self.viewing, link: nil))
        == .ignored(reason: "the activity of type '\(Self.viewing)' carries no link"))
    #expect(viewModel.preflight(.continuedActivity(type: "com.example.other", link: nil)) != .held)
    #expect(viewModel.bus.store.state == before)
  }

  @Test func anActivityContinuedAtLaunchWaitsForTheRoot() throws {
    let viewModel = try Self.viewModel(isReady: false)
    let link = "x://app/shop/A"
    #expect(viewModel.report(.continuedActivity(type: Self.viewing, link: link)) == .held)
    #expect(viewModel.heldLinks == [link])
    #expect(viewModel.rootAppeared() == [.sent(.link(link), .applied)])
    #expect(viewModel.bus.store.state.topRoute == AnyRoute(ShopRoute.product(sku: "A")))
  }
}

/// A count an observation's change handler can raise.
private final class Told: @unchecked Sendable {
  var count = 0
}
