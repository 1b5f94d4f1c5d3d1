import Foundation
import PortedRouter
import PortedRouterModels
import Testing
import Wayfinder

/// The deep links of IceCubes' destinations (Dimillian/IceCubesApp,
/// `Packages/Env/Sources/Env/Router.swift`): every linkable case has a link that opens it again,
/// and a case that carries a model or a callback is refused with the reason.
@MainActor
@Suite struct LinkTests {
  let resolver: DeepLinkResolver

  init() throws {
    var builder = DeepLinkResolverBuilder(
      scheme: "icecubes", host: "app", shell: IceCubesNavigation.shell)
    builder.addRoutes(RouterDestination.self, toTab: "timeline")
    resolver = try builder.build()
  }

  /// The state after pushing one route on the timeline.
  func pushed(_ route: RouterDestination) throws -> NavigationState {
    let bus = try IceCubesNavigation.makeBus()
    drive(LiveRouterNavigation(sink: bus), to: route)
    return bus.store.state
  }

  /// The state that a link opens on a fresh app.
  func opened(_ link: String) throws -> NavigationState {
    let bus = try IceCubesNavigation.makeBus(links: resolver)
    let outcome = bus.send(.link(link), source: .link)
    #expect(outcome == .applied, "\(link)")
    return bus.store.state
  }

  @Test func everyLinkableDestinationHasALinkThatResolvesToIt() throws {
    let linkable = Sample.router.map(\.0).filter { $0.routeCase?.kind == .linkable }
    #expect(linkable.count == 17)
    for route in linkable {
      let link = try resolver.link(for: try pushed(route))
      #expect(link.hasPrefix("icecubes://app/timeline/\(route.routeComponents.name)"))
      try resolver.check(link, for: EntitlementStore())
      let state = try opened(link)
      #expect(state.pushed(inTab: "timeline") == [AnyRoute(route)], "\(link)")
      #expect(state.presented(inTab: "timeline").isEmpty)
      #expect(state.topRoute?.typed(as: RouterDestination.self) == route)
    }
  }

  /// A link sent to the bus opens the route on a fresh timeline.
  @Test func everyLinkableDestinationOpensFromItsLink() throws {
    for (route, _) in Sample.router where route.routeCase?.kind == .linkable {
      let link = try resolver.link(for: try pushed(route))
      let bus = try IceCubesNavigation.makeBus(links: resolver)
      #expect(bus.send(.selectTab("explore"), source: .app) == .applied)
      #expect(bus.send(.link(link), source: .link) == .applied, "\(link)")
      let state = bus.store.state
      #expect(state.selectedTab == "timeline")
      #expect(state.topRoute?.typed(as: RouterDestination.self) == route)
    }
  }

  /// A URL is a link value: its characters are escaped in the link and read back exactly.
  @Test func aRemoteStatusURLSurvivesItsLink() throws {
    let link = try resolver.link(for: try pushed(.remoteStatusDetail(url: Sample.remoteURL)))
    #expect(
      link.hasSuffix("/remoteStatusDetail/https:%2F%2Fexample.social%2F@bob%2F123,~456%3Fref=a&b=c")
    )
    let route = try opened(link).topRoute?.typed(as: RouterDestination.self)
    #expect(route == .remoteStatusDetail(url: Sample.remoteURL))
    #expect(throws: (any Error).self, "a relative URL is not a link value") {
      try resolver.check(
        "icecubes://app/timeline/remoteStatusDetail/%2Fpath", for: EntitlementStore())
    }
  }

  @Test func aDestinationWithoutALinkIsRefusedWithTheReason() throws {
    let unlinkable = Sample.router.map(\.0).filter { $0.routeCase?.kind != .linkable }
    #expect(unlinkable.count == 10)
    for route in unlinkable {
      let name = route.routeComponents.name
      let kind = try #require(route.routeCase?.kind)
      let carries = route.routeCase?.parameters.map(\.typeName) ?? []
      #expect(!carries.isEmpty)
      do {
        try resolver.check("icecubes://app/timeline/\(name)", for: EntitlementStore())
        Issue.record("\(name) resolved")
      } catch {
        #expect(
          "\(error)"
            == "segment 2: route 'router/\(name)' has no link: it carries "
            + carries.joined(separator: ", ") + " (\(kind)), so only the app can show it")
      }
    }
  }

  @Test func theMessageNamesWhatTheRouteCarries() {
    func problem(_ link: String) -> String? {
      do {
        try resolver.check(link, for: EntitlementStore())
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      problem("icecubes://app/timeline/conversationDetail")
        == "segment 2: route 'router/conversationDetail' has no link: it carries Conversation "
        + "(transient), so only the app can show it")
    #expect(
      problem("icecubes://app/timeline/statusDetail/1/statusDetailWithStatus")
        == "segment 4: route 'router/statusDetailWithStatus' has no link: it carries Status "
        + "(restorable), so only the app can show it")
  }

  /// A link stops below the first route that has none, and says which routes it leaves out.
  @Test func theLinkOfAStateStopsAtTheFirstRouteWithoutOne() throws {
    let bus = try IceCubesNavigation.makeBus()
    let nav = LiveRouterNavigation(sink: bus)
    nav.showAccountDetail(id: "106")
    nav.showFollowers(id: "106")
    nav.showAccountsList(accounts: [Sample.author])
    nav.showAccountDetail(id: "207")
    let (link, omitted) = try resolver.nearestLink(for: bus.store.state)
    #expect(link == "icecubes://app/timeline/accountDetail/106/followers")
    #expect(
      omitted.compactMap { $0.typed(as: RouterDestination.self) } == [
        .accountsList(accounts: [Sample.author]), .accountDetail(id: "207"),
      ])
  }

  /// The app's own resolver reaches sheets in every tab and each window's routes.
  @Test func theAppsResolverOpensSheetsAndWindows() throws {
    let links = try IceCubesNavigation.makeLinkResolver()
    let bus = try IceCubesNavigation.makeBus(links: links)
    #expect(
      bus.send(.link("icecubes://app/explore/newStatusEditor/private"), source: .link) == .applied)
    var state = bus.store.state
    #expect(state.selectedTab == "explore")
    #expect(state.presentedStyles(inTab: "explore").first == .sheet)
    #expect(state.topRoute?.typed(as: SheetDestination.self) == .newStatusEditor(visibility: .priv))
    #expect(try links.link(for: state) == "icecubes://app/explore/newStatusEditor/private")

    let quote = WindowDestinationEditor.quoteLinkStatusEditor(link: Sample.articleURL)
    LiveEditorWindowNavigation(sink: bus).showQuoteLinkStatusEditor(link: Sample.articleURL)
    state = bus.store.state
    let link = try links.link(for: state)
    #expect(link.hasPrefix("icecubes://app/scene/window/editor/quoteLinkStatusEditor/"))
    let relaunched = try IceCubesNavigation.makeBus(links: links)
    #expect(relaunched.send(.link(link), source: .link) == .applied)
    #expect(
      relaunched.store.state.root(ofScene: IceCubesNavigation.editorWindow)
        == AnyRoute(quote))
  }
}
