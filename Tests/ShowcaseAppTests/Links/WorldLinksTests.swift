import Foundation
import ShowcaseApp
import Testing
import Wayfinder

/// Links as the world sends them to the showcase: universal links and the custom scheme alike,
/// campaign parameters captured for analytics, and an association file whose every component
/// opens in the app.
@MainActor
@Suite struct WorldLinksTests {
  static let paths = [
    "/dashboard", "/tasks/detail/42", "/tasks/detail/42/edit", "/tasks/quickCreate",
    "/scene/window/preferences/general", "/flow/taskWizard", "/settings/about",
  ]

  @Test func aUniversalLinkOpensWhatTheCustomSchemeOpens() throws {
    for path in Self.paths {
      let custom = try Showcase(storeAt: nil)
      let customOutcome = custom.bus.send(.link("archery://app" + path), source: .link)
      #expect(customOutcome.didNavigate, "\(path)")
      for origin in [
        "https://archery.example.com", "HTTPS://Archery.Example.COM",
        "https://archery.example.com:443",
        "https://archery.example.com:",
      ] {
        let universal = try Showcase(storeAt: nil)
        let outcome = universal.bus.send(.link(origin + path), source: .link)
        #expect(outcome == customOutcome, "\(origin)\(path)")
        #expect(universal.bus.store.state == custom.bus.store.state, "\(origin)\(path)")
      }
      // As the system hands it over: a URL, and a browsing-web user activity.
      let url = try #require(URL(string: "https://archery.example.com" + path + "/?"))
      let viaURL = try Showcase(storeAt: nil)
      #expect(viaURL.bus.send(.link(url), source: .link) == customOutcome, "\(path)")
      #expect(viaURL.bus.store.state == custom.bus.store.state, "\(path)")
      let viaActivity = try Showcase(storeAt: nil)
      let activity = try #require(
        NavigationIntent.link(activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: url))
      #expect(viaActivity.bus.send(activity, source: .link) == customOutcome, "\(path)")
      #expect(viaActivity.bus.store.state == custom.bus.store.state, "\(path)")
    }
    #expect(NavigationIntent.link(activityType: "com.example.reading", webpageURL: nil) == nil)
  }

  @Test func otherOriginsAreRefusedNamingTheOnesThatOpen() throws {
    for link in [
      "http://archery.example.com/tasks", "https://archery.example.com:8443/tasks",
      "https://user@archery.example.com/tasks", "https://example.com/tasks",
      "archery://web/tasks",
    ] {
      let app = try Showcase(storeAt: nil)
      let before = app.bus.store.state
      let outcome = app.bus.send(.link(link), source: .link)
      guard case .failed(let reason) = outcome else {
        Issue.record("\(link) opened: \(outcome)")
        continue
      }
      #expect(reason.contains("not a link of this app"), "\(link)")
      #expect(reason.contains("'archery://app/' or 'https://archery.example.com/'"), "\(link)")
      #expect(app.bus.store.state == before, "\(link)")
    }
  }

  @Test func campaignParametersReachTheAnalyticsNeverTheState() throws {
    let analytics = try AnalyticsRecorder()
    let app = try Showcase(storeAt: nil) { $0.observe(with: analytics) }
    let plain = try Showcase(storeAt: nil)
    #expect(plain.bus.send(.link("archery://app/tasks/detail/42"), source: .link) == .applied)

    let link =
      "https://archery.example.com/tasks/detail/42?utm_source=news%20letter&utm_medium=email"
      + "&present=push&ref=a+b&utm_term"
    #expect(app.bus.send(.link(link), source: .link) == .applied)
    #expect(app.bus.store.state == plain.bus.store.state, "the state holds no parameter")
    #expect(app.screens.currentLink == .success("archery://app/tasks/detail/42"))
    let record = try #require(analytics.records.last)
    #expect(
      record.linkParameters == [
        .init(name: "utm_source", value: "news letter"), .init(name: "utm_medium", value: "email"),
        .init(name: "ref", value: "a+b"), .init(name: "utm_term", value: nil),
      ])
    // An intent from anywhere else carries none.
    app.bus.send(.pop, source: .app)
    #expect(analytics.records.last?.linkParameters == nil)

    let before = app.bus.store.state
    let refused = app.bus.send(
      .link("https://archery.example.com/tasks?utm_source=x&fbclid=1"), source: .link)
    #expect(
      refused
        == .failed(
          "query item 'fbclid=1': links take no query item but 'present=' and 'utm_*', 'ref'"))
    #expect(app.bus.store.state == before)
  }

  @Test func theFrontAndTheLinkCheckSayWhatALinkCaptured() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let result = await executor.run(
      "open https://archery.example.com/tasks/detail/7?utm_campaign=spring&ref=mail")
    #expect(result.succeeded)
    #expect(result.output.hasPrefix("captured utm_campaign=spring, ref=mail\n"))
    #expect(await executor.run("open archery://app/dashboard").output.contains("captured") == false)

    let (lines, allOpen) = LinkCheck.check(
      "https://archery.example.com/tasks/detail/7?utm_source=a\narchery://app/tasks?gclid=9\n",
      resolver: app.resolver)
    #expect(!allOpen)
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("(captured utm_source=a)") == true)
    #expect(lines.last?.contains("query item 'gclid=9'") == true)
  }

  /// Every component of the association file that is not excluded opens in the app with a value
  /// in place of each `*`; every excluded one is refused. So the system never hands the app a
  /// published path that it refuses.
  @Test func everyPublishedPathOpensAndEveryExcludedOneIsRefused() throws {
    let app = try Showcase(storeAt: nil)
    let hidden = RouteCatalogue.hiddenFromEveryone
    #expect(!hidden.isEmpty, "the showcase hides a tab from someone without its requirement")
    let text = try RouteCatalogue.aasa(
      app.resolver, hiding: hidden, domains: ["Archery.Example.com"],
      appIDs: ["ABCDE12345.com.example.archery"])
    let file = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let applinks = try #require(file?["applinks"] as? [String: Any])
    let details = try #require((applinks["details"] as? [[String: Any]])?.first)
    #expect(details["appIDs"] as? [String] == ["ABCDE12345.com.example.archery"])
    let components = try #require(details["components"] as? [[String: Any]])
    var published = 0
    var excluded = 0
    for component in components {
      let path = try #require(component["/"] as? String)
      let link = "https://archery.example.com" + path.replacingOccurrences(of: "*", with: "1")
      let opens = (try? app.resolver.check(link, for: EntitlementStore())) != nil
      let resolves = (try? app.resolver.check(link, for: everything)) != nil
      if component["exclude"] as? Bool == true {
        excluded += 1
        #expect(!opens, "\(path) is excluded but opens")
      } else {
        published += 1
        #expect(resolves, "\(path) is published but does not open")
      }
    }
    #expect(published == app.resolver.catalogue.count - excludedPatterns(app.resolver, hidden))
    #expect(excluded == 2 * hidden.count)
    // A route that carries a model or a callback has no link, so the file never names it.
    let paths = components.compactMap { $0["/"] as? String }
    let tasks = try #require(app.bus.module("tasks")).orderedRouteCases
    let unlinkable = tasks.filter { $0.kind != .linkable }.map(\.name)
    #expect(unlinkable == ["duplicate", "pickPriority"])
    for name in unlinkable {
      #expect(!paths.contains { $0.hasPrefix("/tasks/\(name)") }, "\(name) is published")
    }
  }

  @Test func theAssociationFileFollowsTheDomainsPathPrefix() throws {
    var builder = DeepLinkResolverBuilder(scheme: "shop", host: "app")
    builder.addTab(TabDeclaration("cart"))
    builder.addOrigin(.universalLink(domain: "example.com", pathPrefix: "/app/"))
    builder.addOrigin(.universalLink(domain: "www.example.com", pathPrefix: "/app"))
    builder.addOrigin(.universalLink(domain: "example.org", pathPrefix: "/store"))
    let resolver = try builder.build()
    let text = try RouteCatalogue.aasa(resolver, domains: ["example.com", "www.example.com"])
    #expect(text.contains(#""/" : "/app/cart""#))
    #expect(throws: Never.self) {
      try resolver.check("https://www.example.com/app/cart", for: EntitlementStore())
    }
    #expect(throws: RouteCatalogue.AssociationError.self) {
      try RouteCatalogue.aasa(resolver)  // the prefixes differ
    }
    #expect(throws: RouteCatalogue.AssociationError.self) {
      try RouteCatalogue.aasa(resolver, domains: ["example.net"])
    }
    #expect(RouteCatalogue.isAppID("ABCDE12345.com.example.shop"))
    #expect(!RouteCatalogue.isAppID("com.example.shop"))
  }

  private var everything: EntitlementStore {
    EntitlementStore(
      entitlements: Set(ShowcaseAccount.entitlementNames), user: "check",
      flags: Set(ShowcaseAccount.flagNames))
  }

  /// How many catalogue patterns are the hidden tabs' or repeat a path already published.
  private func excludedPatterns(_ resolver: DeepLinkResolver, _ hidden: Set<TabID>) -> Int {
    var seen = Set<String>()
    return resolver.catalogue.filter { pattern in
      if case .tab(let tab)? = pattern.container, hidden.contains(tab) { return true }
      return !seen.insert(RouteCatalogue.wildcarded(pattern.pattern)).inserted
    }.count
  }
}
