import Foundation
import RoutingKit
import Wayfinder

/// Deep-link resolution against route tables of 20, 200 and 2,000 routes over 1, 10 and 100
/// modules, with a realistic mix of links (90% hits, 10% misses), beside RoutingKit's
/// `TrieRouter` and a module-by-module scan matching the same strings.
enum DeepLinkBenchmarks {
  static let sizes = [
    (routes: 20, modules: 1), (routes: 200, modules: 10), (routes: 2_000, modules: 100),
  ]
  static let linkCount = 1_000
  static let prefix = "myapp://app"

  static func run(_ run: BenchmarkRun) {
    guard run.wants("link") else { return }
    var ours: [Int: Double] = [:]
    for size in sizes {
      let table = SyntheticTable(routes: size.routes, modules: size.modules)
      let resolver = table.resolver()
      let mix = table.links(count: linkCount)
      let links = mix.map(\.link)
      let router = table.trieRouter()
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

      let resolved = run.measure(
        "link.resolve", parameters: parameters, calls: links.count, setup: {}
      ) { _ in
        for link in links {
          do {
            blackHole(try resolver.resolve(link, entitlements: entitlements))
          } catch {
            blackHole(error)
          }
        }
      }
      // One empty parameter bag copied per link, so that RoutingKit does not build a logger
      // for every match.
      let emptyParameters = Parameters()
      let trie = run.measure(
        "link.routingkit", parameters: parameters, calls: links.count, setup: {}
      ) { _ in
        for link in links {
          guard link.hasPrefix(prefix) else { continue }
          let rest = link.dropFirst(prefix.count)
          let path = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
          let components = (path.first ?? "").split(separator: "/").map(String.init)
          var parameters = emptyParameters
          blackHole(router.route(path: components, parameters: &parameters))
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
      ours[size.routes] = resolved.medianNs
      let versusTrie = trie.medianNs / resolved.medianNs
      run.verdict(
        "RoutingKit / resolver at \(size.routes) routes", value: versusTrie, bar: ">= 3",
        passed: versusTrie >= 3)
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
}

/// A made-up app: `modules` modules of the same shape, each with routes / modules cases, spread
/// over at most five tabs.
struct SyntheticTable {
  struct Module {
    var key: ModuleKey
    var tab: TabID
    var cases: [RouteCase]
  }

  let modules: [Module]
  let tabs: [TabID]

  init(routes: Int, modules count: Int) {
    let perModule = routes / count
    let tabs = (0..<min(count, 5)).map { TabID("tab\($0)") }
    self.tabs = tabs
    modules = (0..<count).map { index in
      let prefix = "m\(index)"
      var cases = [
        RouteCase(name: prefix + "list"),
        RouteCase(
          name: prefix + "detail", parameters: [RouteParameter(label: "id", type: String.self)]),
        RouteCase(
          name: prefix + "edit", parameters: [RouteParameter(label: "id", type: String.self)],
          presentation: .sheet),
        RouteCase(
          name: prefix + "item", parameters: [RouteParameter(label: "number", type: Int.self)]),
      ]
      for page in cases.count..<perModule {
        cases.append(
          RouteCase(
            name: prefix + "page\(page)",
            parameters: page % 2 == 0 ? [RouteParameter(label: "number", type: Int.self)] : []))
      }
      return Module(key: ModuleKey(prefix), tab: tabs[index % tabs.count], cases: cases)
    }
  }

  func resolver() -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app")
    for tab in tabs { builder.addTab(TabDeclaration(tab)) }
    for module in modules {
      let cases = module.cases
      let key = module.key
      // What generated code does: decode each value as its declared type, which it knows.
      let intPositions = cases.map { declaration in
        declaration.parameters.indices.filter { declaration.parameters[$0].typeName == "Int" }
      }
      let registration = RouteRegistration(module: key, cases: cases) {
        (index, components) throws(RouteDecodingError) in
        for position in intPositions[index] {
          _ = try components.value(at: position, as: Int.self, module: key)
        }
        return ValidatedRoute(presentation: cases[index].presentation)
      }
      builder.addRoutes(registration, to: .tab(module.tab))
    }
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
