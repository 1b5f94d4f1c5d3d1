import Foundation
import RoutingKit
import Wayfinder

/// Deep-link resolution against route tables of 20, 200 and 2,000 routes over 1, 10 and 100
/// modules, with a realistic mix of links (90% hits, 10% misses): the resolver checking every
/// route by decoding its `@Route` type, beside RoutingKit's `TrieRouter` fed by a byte-level
/// splitter (and that splitter alone) and a module-by-module scan matching the same strings.
/// A resolver that also takes universal links and captures campaign parameters is measured on
/// the same links, as custom-scheme links and as universal links with three `utm_` items.
enum DeepLinkBenchmarks {
  static let sizes = [
    (routes: 20, modules: 1), (routes: 200, modules: 10), (routes: 2_000, modules: 100),
  ]
  static let linkCount = 1_000
  static let prefix = "myapp://app"
  /// The universal-link domain of the campaign rows.
  static let domain = "example.com"
  /// The campaign parameters of a newsletter's links, and what the resolver should capture.
  static let campaign = "utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale"
  static let campaignItems = [
    URLQueryItem(name: "utm_source", value: "newsletter"),
    URLQueryItem(name: "utm_medium", value: "email"),
    URLQueryItem(name: "utm_campaign", value: "spring-sale"),
  ]

  static func run(_ run: BenchmarkRun) {
    guard run.wants("link") else { return }
    var ours: [Int: Double] = [:]
    for size in sizes {
      let table = SyntheticTable(routes: size.routes, modules: size.modules)
      let resolver = table.resolver()
      let mix = table.links(count: linkCount)
      let links = mix.map(\.link)
      let router = table.trieRouter()
      let splitter = LinkSplitter(prefix: prefix)
      let scanner = ModuleScan(table: table)
      let entitlements: any EntitlementProvider = AllowEverything()
      let parameters = ["routes": String(size.routes), "modules": String(size.modules)]
      let hits = links.filter { (try? resolver.resolve($0, entitlements: entitlements)) != nil }
        .count
      run.note("link.hits at \(size.routes) routes", "\(hits) of \(links.count)")
      // Every link meant to open opens, and no other: a resolver that refuses more is not faster.
      let meant = mix.filter(\.resolves).count
      if hits != meant {
        run.problem("link.resolve at \(size.routes) routes: \(hits) links opened, \(meant) should")
      }
      // The splitter cuts every link as `split` on characters does: RoutingKit gets the same
      // segments it would get from the obvious code.
      var segments: [String] = []
      let missplit = links.filter { link in
        splitter.split(link, into: &segments)
        return segments != referenceSegments(link)
      }
      if let first = missplit.first {
        run.problem("link.split: \(missplit.count) links split wrong, first \(first)")
      }
      // One empty parameter bag copied per link, so that RoutingKit does not build a logger
      // for every match.
      let emptyParameters = Parameters()
      let trieHits = links.filter { link in
        var parameters = emptyParameters
        splitter.split(link, into: &segments)
        return router.route(path: segments, parameters: &parameters) != nil
      }.count
      run.note("link.routingkit matches at \(size.routes) routes", "\(trieHits) of \(links.count)")

      let resolved = measureResolving(
        "link.resolve", links, resolver, run: run, parameters: parameters)
      let split = run.measure(
        "link.split", parameters: parameters, calls: links.count, setup: { [String]() }
      ) { segments in
        for link in links {
          splitter.split(link, into: &segments)
          blackHole(segments)
        }
      }
      let trie = run.measure(
        "link.routingkit", parameters: parameters, calls: links.count, setup: { [String]() }
      ) { segments in
        for link in links {
          splitter.split(link, into: &segments)
          var parameters = emptyParameters
          blackHole(router.route(path: segments, parameters: &parameters))
          blackHole(parameters)
        }
      }
      let scan = run.measure(
        "link.moduleScan", parameters: parameters, calls: links.count, setup: {}
      ) { _ in
        for link in links { blackHole(scanner.match(link)) }
      }
      let targets = links.compactMap {
        try? resolver.resolve($0, entitlements: entitlements).target
      }
      run.measure(
        "link.generate", parameters: parameters, calls: targets.count, setup: {}
      ) { _ in
        for target in targets { blackHole(try? resolver.link(for: target)) }
      }
      measureCampaign(run, table: table, mix: mix, parameters: parameters, plain: resolved)
      measureTemplates(run, table: table, mix: mix, parameters: parameters, plain: resolved)

      ours[size.routes] = resolved.medianNs
      let versusTrie = trie.medianNs / resolved.medianNs
      run.verdict(
        "RoutingKit / resolver at \(size.routes) routes", value: versusTrie, bar: ">= 3",
        passed: versusTrie >= 3)
      run.note(
        "link.split / link.routingkit at \(size.routes) routes",
        String(format: "%.2f", split.medianNs / trie.medianNs))
      run.note(
        "link.moduleScan / resolver at \(size.routes) routes",
        String(format: "%.2f", scan.medianNs / resolved.medianNs))
      run.note(
        "link.resolve allocations per link at \(size.routes) routes",
        String(format: "%.1f", resolved.allocations))
    }
    if let large = ours[2_000] {
      run.verdict(
        "resolver median per link at 2,000 routes (ns)", value: large, bar: "<= 1000",
        passed: large <= 1_000)
    } else {
      run.problem("link.resolve: no median at 2,000 routes")
    }
    run.ratioVerdict(
      "resolver cost at 2,000 routes / 20 routes", ours[2_000], over: ours[20], atMost: 1.3)
  }

  /// The same links through a resolver that also takes `https://example.com` links and captures
  /// `utm_` items: as custom-scheme links without campaign parameters, as universal links without
  /// them (what the origin costs) and as universal links with three (what the query adds). A link
  /// that carries `?present=sheet` keeps it in every form.
  private static func measureCampaign(
    _ run: BenchmarkRun, table: SyntheticTable, mix: [(link: String, resolves: Bool)],
    parameters: [String: String], plain: Measurement
  ) {
    var builder = table.builder()
    builder.addOrigin(.universalLink(domain: domain))
    builder.queryPolicy = .capture()
    let resolver = table.build(builder)
    let entitlements: any EntitlementProvider = AllowEverything()
    let routes = parameters["routes"] ?? "?"
    let custom = mix.map(\.link)
    let universal = custom.map { "https://" + domain + $0.dropFirst(prefix.count) }
    let campaigned = universal.map { $0 + ($0.contains("?") ? "&" : "?") + campaign }

    // Every universal link opens exactly when its custom-scheme twin does, at the same target;
    // with the campaign, it captures the three items and no other, and without, nothing.
    var wrong: [String] = []
    for (index, (link, resolves)) in mix.enumerated() {
      let results = [link, universal[index], campaigned[index]].map {
        try? resolver.resolve($0, entitlements: entitlements)
      }
      let right: Bool
      if let custom = results[0], let universal = results[1], let campaigned = results[2] {
        right =
          resolves && custom.parameters.isEmpty && universal.parameters.isEmpty
          && campaigned.parameters == campaignItems && universal.target == custom.target
          && campaigned.target == custom.target
      } else {
        right = !resolves && results.allSatisfy { $0 == nil }
      }
      if !right { wrong.append(campaigned[index]) }
    }
    if let first = wrong.first {
      run.problem(
        "link.universalCampaign at \(routes) routes: \(wrong.count) links did not open as their"
          + " custom-scheme twin did, with exactly the 3 campaign items; first \(first)")
    }

    let customScheme = measureResolving(
      "link.customScheme", custom, resolver, run: run, parameters: parameters)
    measureResolving("link.universal", universal, resolver, run: run, parameters: parameters)
    let withCampaign = measureResolving(
      "link.universalCampaign", campaigned, resolver, run: run, parameters: parameters)
    run.ratioVerdict(
      "universal link with 3 campaign parameters / custom scheme at \(routes) routes",
      withCampaign.medianNs, over: customScheme.medianNs, atMost: 1.3)
    run.note(
      "link.customScheme (two origins, capturing) / link.resolve at \(routes) routes",
      String(format: "%.2f", customScheme.medianNs / plain.medianNs))
  }

  /// Measures resolving every link, for a user who has everything.
  @discardableResult
  private static func measureResolving(
    _ name: String, _ links: [String], _ resolver: DeepLinkResolver, run: BenchmarkRun,
    parameters: [String: String]
  ) -> Measurement {
    let entitlements: any EntitlementProvider = AllowEverything()
    return run.measure(name, parameters: parameters, calls: links.count, setup: {}) { _ in
      for link in links {
        do {
          blackHole(try resolver.resolve(link, entitlements: entitlements))
        } catch {
          blackHole(error)
        }
      }
    }
  }

  /// The same table with half its routes declaring a link template (a word after their values:
  /// `/tab0/m0detail/task-1/view/m0edit/view`), and the same links written in that shape: what
  /// templates cost a link against the table without them.
  private static func measureTemplates(
    _ run: BenchmarkRun, table: SyntheticTable, mix: [(link: String, resolves: Bool)],
    parameters: [String: String], plain: Measurement
  ) {
    let resolver = table.resolver()
    let templated = table.build(table.builder(templated: true))
    let entitlements: any EntitlementProvider = AllowEverything()
    let routes = parameters["routes"] ?? "?"
    // Each link that opens is written again by the templated resolver; the others stay as they
    // are. Both forms open the same targets, and the same number of links opens.
    var wrong = 0
    let links = mix.map { link, resolves -> String in
      guard resolves, let target = try? resolver.resolve(link, entitlements: entitlements).target,
        let written = try? templated.link(for: target),
        (try? templated.resolve(written, entitlements: entitlements).target) == target
      else {
        if resolves { wrong += 1 }
        return link
      }
      return written
    }
    let hits = links.filter { (try? templated.resolve($0, entitlements: entitlements)) != nil }
    if wrong > 0 || hits.count != mix.filter(\.resolves).count {
      run.problem(
        "link.resolve.templated at \(routes) routes: \(wrong) links not rewritten, "
          + "\(hits.count) open")
    }
    let measured = measureResolving(
      "link.resolve.templated", links, templated, run: run, parameters: parameters)
    run.ratioVerdict(
      "templated / plain resolver at \(routes) routes", measured.medianNs, over: plain.medianNs,
      atMost: 1.2)
  }

  /// What the links split into with `split` on characters, for checking ``LinkSplitter``.
  private static func referenceSegments(_ link: String) -> [String] {
    guard link.hasPrefix(prefix) else { return [] }
    let rest = link.dropFirst(prefix.count)
    let path = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return (path.first ?? "").split(separator: "/").map(String.init)
  }
}

/// What RoutingKit's `route(path:parameters:)` takes, made from a link as fast as we could: the
/// path segments between the prefix and the query or fragment, found in one pass over the
/// link's UTF-8 bytes, each made a `String` straight from its bytes. Empty segments are left
/// out, as `split` does.
struct LinkSplitter {
  /// The bytes every link starts with, `myapp://app`.
  let prefix: [UInt8]

  init(prefix: String) { self.prefix = Array(prefix.utf8) }

  /// Replaces `segments` with the link's path segments; leaves it empty when the link does not
  /// start with the prefix.
  ///
  /// The caller keeps `segments` from one link to the next, so that its storage is reused
  /// rather than allocated for every link: with a new array for every link, splitting took
  /// about 190 ns and 3 allocations per link in this benchmark, against about 100 ns and none
  /// for the array.
  func split(_ link: String, into segments: inout [String]) {
    segments.removeAll(keepingCapacity: true)
    var link = link
    link.withUTF8 { bytes in
      guard bytes.starts(with: prefix) else { return }
      var start = prefix.count
      var index = start
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          if index > start {
            segments.append(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          }
          guard byte == UInt8(ascii: "/") else { return }
          start = index + 1
        }
        index += 1
      }
      if index > start {
        segments.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      }
    }
  }
}

/// A made-up app: `modules` modules of the same shape, each a `@Route` enum of twenty cases
/// (``SyntheticRoutes``), spread over at most five tabs.
struct SyntheticTable {
  struct Module {
    var type: any NavigationRoute.Type
    var key: ModuleKey
    var tab: TabID
    var cases: [RouteCase]
  }

  let modules: [Module]
  let tabs: [TabID]

  init(routes: Int, modules count: Int) {
    precondition(
      routes == count * SyntheticRoutes.casesPerModule && count <= SyntheticRoutes.types.count,
      "the synthetic tables have \(SyntheticRoutes.casesPerModule) routes per module")
    let tabs = (0..<min(count, 5)).map { TabID("tab\($0)") }
    self.tabs = tabs
    modules = SyntheticRoutes.types.prefix(count).enumerated().map { index, type in
      Module(
        type: type, key: type.moduleKey, tab: tabs[index % tabs.count], cases: type.routeCases)
    }
  }

  /// The tabs, and each module's route type registered as an app registers it: every route of
  /// a link is checked by decoding it with the type's generated `init(routeComponents:)`.
  ///
  /// With `templated`, half the cases of each module (the second and third of every four)
  /// declare a template that writes a word after their values: `m0detail/:id/view`.
  func builder(templated: Bool = false) -> DeepLinkResolverBuilder {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app")
    for tab in tabs { builder.addTab(TabDeclaration(tab)) }
    for module in modules {
      var registration = RouteRegistration(module.type)
      if templated {
        let cases = registration.cases.enumerated().map { index, declaration in
          guard [1, 2].contains(index % 4) else { return declaration }
          var declared = declaration
          let values = declaration.parameters.compactMap { $0.label.map { ":" + $0 } }
          declared.link = ([declaration.name] + values + ["view"]).joined(separator: "/")
          return declared
        }
        registration = RouteRegistration(
          module: registration.module, cases: cases, validate: registration.validate)
      }
      builder.addRoutes(registration, to: .tab(module.tab))
    }
    return builder
  }

  func resolver() -> DeepLinkResolver { build(builder()) }

  func build(_ builder: DeepLinkResolverBuilder) -> DeepLinkResolver {
    do { return try builder.build() } catch { fatalError("benchmark table: \(error)") }
  }

  /// 90% links that resolve, 10% that do not (unknown route, bad value, unknown tab), each with
  /// whether it is meant to resolve.
  func links(count: Int) -> [(link: String, resolves: Bool)] {
    var random = SplitMix(seed: 0x11A7_5EED)
    return (0..<count).map { _ in
      let module = modules[Int(random.next() % UInt64(modules.count))]
      let name = module.key.rawValue
      let base = DeepLinkBenchmarks.prefix + "/" + module.tab.rawValue + "/" + name
      let id = "task-\(random.next() % 100_000)"
      switch random.next() % 100 {
      case 0..<40: return (base + "detail/" + id, true)
      case 40..<60: return (base + "detail/" + id + "/" + name + "edit", true)
      case 60..<75: return (base + "item/\(random.next() % 10_000)", true)
      case 75..<85: return (base + "page4/\(random.next() % 100)?present=sheet", true)
      case 85..<90: return (base + "detail/" + "My%20Task%20%C3%A9", true)
      case 90..<94: return (base + "nope/1", false)
      case 94..<97: return (base + "item/abc", false)
      default: return (DeepLinkBenchmarks.prefix + "/nosuchtab/" + name + "detail/1", false)
      }
    }
  }

  func trieRouter() -> TrieRouter<Int> {
    let router = TrieRouter(Int.self)
    var output = 0
    for module in modules {
      for declaration in module.cases {
        let path: [PathComponent] =
          [.constant(module.tab.rawValue), .constant(declaration.name)]
          + declaration.parameters.indices.map { .parameter("p\($0)") }
        router.register(output, at: path)
        output += 1
      }
      // The nested pattern that the mix uses.
      let name = module.key.rawValue
      router.register(
        output,
        at: [
          .constant(module.tab.rawValue), .constant(name + "detail"), .parameter("p0"),
          .constant(name + "edit"),
        ])
      output += 1
    }
    return router
  }
}

/// "Ask every module until one answers": split the link, then each module in turn compares the
/// route name with each of its cases.
struct ModuleScan {
  let table: SyntheticTable

  func match(_ link: String) -> (module: Int, route: Int)? {
    guard link.hasPrefix(DeepLinkBenchmarks.prefix) else { return nil }
    let rest = link.dropFirst(DeepLinkBenchmarks.prefix.count)
    let path = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let segments = (path.first ?? "").split(separator: "/", omittingEmptySubsequences: false)
      .dropFirst()
    guard segments.count >= 2 else { return nil }
    let tab = segments[segments.startIndex]
    let name = segments[segments.startIndex + 1]
    for (moduleIndex, module) in table.modules.enumerated() where module.tab.rawValue == tab {
      for (caseIndex, declaration) in module.cases.enumerated() where declaration.name == name {
        let values = segments.dropFirst(2).prefix(declaration.parameters.count)
        guard values.count == declaration.parameters.count else { return nil }
        for (value, parameter) in zip(values, declaration.parameters)
        where parameter.typeName == "Int" && Int(value) == nil {
          return nil
        }
        return (moduleIndex, caseIndex)
      }
    }
    return nil
  }
}

/// A seeded generator, so that every run measures the same links.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
