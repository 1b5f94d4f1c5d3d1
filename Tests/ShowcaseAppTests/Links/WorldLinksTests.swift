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
    "/dashboard", "/tasks/42", "/tasks/42/edit", "/tasks/quickCreate",
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
    #expect(plain.bus.send(.link("archery://app/tasks/42"), source: .link) == .applied)

    let link =
      "https://archery.example.com/tasks/42?utm_source=news%20letter&utm_medium=email"
      + "&present=push&ref=a+b&utm_term"
    #expect(app.bus.send(.link(link), source: .link) == .applied)
    #expect(app.bus.store.state == plain.bus.store.state, "the state holds no parameter")
    #expect(app.screens.currentLink == .success("archery://app/tasks/42"))
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
          "query item 'fbclid': links take no query item but 'present=' and 'utm_*', 'invite', "
            + "'ref'"))
    #expect(app.bus.store.state == before)
  }

  @Test func theFrontAndTheLinkCheckSayWhatALinkCaptured() async throws {
    let app = try Showcase(storeAt: nil)
    let executor = CommandExecutor(app: app)
    let result = await executor.run(
      "open https://archery.example.com/tasks/7?utm_campaign=spring&ref=mail")
    #expect(result.succeeded)
    #expect(result.output.hasPrefix("captured utm_campaign=spring, ref=mail\n"))
    #expect(await executor.run("open archery://app/dashboard").output.contains("captured") == false)

    let (lines, allOpen) = try LinkCheck.check(
      "https://archery.example.com/tasks/7?utm_source=a\narchery://app/tasks?gclid=9\n",
      opening: { try LinkCheck.app(user: nil, plans: [], flags: [:]) })
    #expect(!allOpen)
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("(captured utm_source=a)") == true)
    #expect(lines.last?.contains("query item 'gclid'") == true)
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

  /// `check-links` and `open` agree for the same account: for a user with nothing, a signed-in
  /// user, one with premium, a signed-in one with pro, and one with the trends flag off, over a
  /// link to every pattern of the catalogue (hidden tabs included) and the transcript's list,
  /// the check fails exactly the links `open` refuses, and says of a redirected link what
  /// `open` says.
  @Test func theLinkCheckAndOpenAgreeForTheSameAccount() async throws {
    let catalogue = try Showcase(storeAt: nil).resolver.catalogue
    var links = catalogue.map { "archery://app" + $0.pattern.replacing(/\{[^}]*\}/, with: "1") }
    links += [
      "archery://app/flow/checkout/step/payment", "archery://app/settings/about/paywall",
      "archery://app/tasks/1?present=window", "archery://app/detail/1",
    ]
    let accounts: [(user: String?, plans: [String], flags: [String: Bool])] = [
      (nil, [], [:]), ("ada", [], [:]), (nil, ["premium"], [:]), ("ada", ["pro"], [:]),
      ("ada", ["premium"], ["trends": false]),
    ]
    var verdicts: [[String]] = []
    for account in accounts {
      func makeApp() throws -> Showcase {
        let app = try Showcase(storeAt: nil, flags: account.flags)
        if let user = account.user { app.account.signIn(user) }
        for plan in account.plans { try app.account.setEntitlement(plan, on: true) }
        return app
      }
      let model = try makeApp()
      let (lines, _) = try LinkCheck.check(links.joined(separator: "\n")) {
        try LinkCheck.app(
          user: model.account.user, plans: model.account.entitlements,
          flags: Dictionary(
            uniqueKeysWithValues: ShowcaseAccount.flagNames.map {
              ($0, model.account.allows(.featureFlag($0)))
            }))
      }
      try #require(lines.count == links.count)
      for (link, line) in zip(links, lines) {
        let result = await CommandExecutor(app: try makeApp()).run("open " + link)
        #expect(line.hasPrefix("ok ") == result.succeeded, "\(account): \(line)")
        let redirect = result.output.split(separator: "\n").first { $0.hasPrefix("redirected:") }
        #expect(
          line.hasSuffix("; " + (redirect ?? "")) == (redirect != nil),
          "\(account): \(line) / \(result.output)")
      }
      verdicts.append(lines)
    }
    // The accounts differ where they should: each is answered unlike the first for some link,
    // and only the signed-in user with pro opens the admin tab.
    for verdict in verdicts.dropFirst() {
      #expect(verdict != verdicts[0], "an account that should be answered otherwise is not")
    }
    let admin = try #require(links.firstIndex { $0.hasPrefix("archery://app/admin") })
    #expect(verdicts.map { $0[admin].hasPrefix("ok ") } == [false, false, false, true, false])
  }

  /// `check-links --store` reads the account saved in a database and writes nothing to it: the
  /// admin link opens for the saved admin, and neither the database nor a file that is not one
  /// changes by a byte (SQLite's own `-wal` and `-shm` files, which any reader of a database in
  /// WAL mode opens, aside).
  @Test func theLinkCheckReadsAStoreWithoutChangingIt() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("app.sqlite")
    do {
      let app = try Showcase(storeAt: store)
      app.account.signIn("ada")
      try app.account.setEntitlement("pro", on: true)
    }
    let links = folder.appendingPathComponent("links.txt")
    try "archery://app/admin/console\n".write(to: links, atomically: true, encoding: .utf8)
    func contents() throws -> [String: Data] {
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
      }
      return files
    }
    let before = try contents()
    #expect(await ShowcaseFront.checkLinks(file: links.path, store: store.path) == 0)
    #expect(await ShowcaseFront.checkLinks(file: links.path) == 1)
    let junk = folder.appendingPathComponent("junk.sqlite")
    try Data("junk".utf8).write(to: junk)
    #expect(await ShowcaseFront.checkLinks(file: links.path, store: junk.path) == 2)
    #expect(await ShowcaseFront.checkLinks(file: links.path, store: folder.path) == 2)
    var after = try contents().filter { !$0.key.hasSuffix("-wal") && !$0.key.hasSuffix("-shm") }
    #expect(after.removeValue(forKey: "junk.sqlite") == Data("junk".utf8))
    #expect(after == before)
  }

  /// The route part of a pattern: what follows its container's own segments.
  static func routePart(of pattern: String) -> String {
    // `/tasks/1` -> `/1`; `/scene/window/preferences/general` -> `/general`.
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
      granting: Set(
        ShowcaseAccount.entitlementNames.map(Requirement.entitlement)
          + ShowcaseAccount.flagNames.map(Requirement.featureFlag)),
      user: "check")
  }
}
