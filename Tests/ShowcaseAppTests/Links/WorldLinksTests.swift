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

  /// The association file covers the link of every state a user can reach from a link, nested
  /// links included (a route followed by another of its tab, `/settings/about/paywall`), names
  /// nothing of a hidden tab, and each container it publishes opens.
  @Test func theAssociationFileCoversTheLinkOfEveryReachableStateAndNamesNoHiddenTab() throws {
    let app = try Showcase(storeAt: nil)
    let resolver = app.resolver
    let hidden = RouteCatalogue.hiddenFromEveryone
    #expect(!hidden.isEmpty, "the showcase hides a tab from someone without its requirement")
    let text = try RouteCatalogue.aasa(
      resolver, hiding: hidden, domains: ["Archery.Example.com"],
      appIDs: ["ABCDE12345.com.example.archery"])
    let file = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let applinks = try #require(file?["applinks"] as? [String: Any])
    let details = try #require((applinks["details"] as? [[String: Any]])?.first)
    #expect(details["appIDs"] as? [String] == ["ABCDE12345.com.example.archery"])
    let components = try #require(details["components"] as? [[String: Any]])
    let paths = components.compactMap { $0["/"] as? String }
    #expect(paths.count == components.count)
    #expect(components.allSatisfy { $0["exclude"] == nil }, "the file excludes nothing")
    for tab in hidden {
      #expect(!text.contains(tab.rawValue), "the public file names the hidden tab \(tab)")
    }
    for path in paths where !path.hasSuffix("*") {
      #expect(
        (try? resolver.check("https://archery.example.com" + path, for: everything)) != nil,
        "\(path) is published but does not open")
    }

    // Links of generated states: every linkable route of a visible container with a sample
    // value, alone and followed by every route of the same container.
    let routes = resolver.catalogue.filter { pattern in
      guard pattern.route != nil, let container = pattern.container else { return false }
      if case .tab(let tab) = container { return !hidden.contains(tab) }
      return true
    }
    let flows = resolver.catalogue.filter { $0.container == nil }
    func sample(_ pattern: String) -> String {
      pattern.replacing(/\{[^}]*\}/, with: "1")
    }
    var links = flows.map { "archery://app" + sample($0.pattern) }
    for first in routes {
      links.append("archery://app" + sample(first.pattern))
      for second in routes where second.container == first.container {
        links.append(
          "archery://app" + sample(first.pattern) + Self.routePart(of: sample(second.pattern)))
      }
    }
    var covered = 0
    var uncovered: [String] = []
    for link in links {
      guard let resolution = try? resolver.resolve(link, entitlements: everything) else {
        continue
      }
      var shown: String
      if case .flow = resolution.target {
        shown = link.replacingOccurrences(of: "archery://app", with: "")
      } else {
        guard var state = resolver.makeInitialState(),
          (try? state.apply(.batch(resolution.commands))) != nil,
          let universal = try? resolver.link(for: state, origin: resolver.sharingOrigin)
        else { continue }
        shown = String(universal.dropFirst("https://archery.example.com".count))
      }
      if let query = shown.firstIndex(of: "?") { shown = String(shown[..<query]) }
      if paths.contains(where: { Self.matches(Substring(shown), $0[...]) }) {
        covered += 1
      } else {
        uncovered.append(shown)
      }
    }
    #expect(uncovered == [], "links the association file does not cover")
    #expect(covered > 150, "only \(covered) generated links opened (171 when written)")
    #expect(
      paths.contains { Self.matches("/settings/about/paywall", $0[...]) },
      "a nested link is covered")
    #expect(
      (try? resolver.check("https://archery.example.com/settings/about/paywall", for: everything))
        != nil)
  }

  /// The route part of a pattern: what follows its container's own segments.
  static func routePart(of pattern: String) -> String {
    // `/tasks/detail/1` -> `/detail/1`; `/scene/window/preferences/general` -> `/general`.
    let segments = pattern.split(separator: "/")
    let containerSegments = segments.first == "scene" ? 3 : 1
    return "/" + segments.dropFirst(containerSegments).joined(separator: "/")
  }

  /// Whether a path matches an association file's pattern: `*` matches any run of characters,
  /// `/` included, and `?` any one character.
  static func matches(_ path: Substring, _ pattern: Substring) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    switch first {
    case "*":
      var rest = path
      while true {
        if matches(rest, pattern.dropFirst()) { return true }
        if rest.isEmpty { return false }
        rest = rest.dropFirst()
      }
    case "?": return !path.isEmpty && matches(path.dropFirst(), pattern.dropFirst())
    default: return path.first == first && matches(path.dropFirst(), pattern.dropFirst())
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
}
