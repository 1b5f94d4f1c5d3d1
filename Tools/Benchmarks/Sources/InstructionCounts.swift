import Wayfinder

/// Operations of one kind without any timing, for an instruction counter: the difference between
/// the counts of two runs that differ only in the number of operations is the cost of those
/// operations alone (`Tools/Benchmarks/callgrind.sh`). Every run first warms up with the same
/// operations. A send goes through the bus of `modules` feature modules; a link resolution
/// (`link-resolve`) goes through a resolver of `modules` synthetic modules, over the benchmark's
/// mix of links that open and links that do not.
@MainActor
enum InstructionCounts {
  static let cases = ["interaction", "handle-call", "flow-advance", "bare", "link-resolve"]
  static let warmUp = 256

  /// Makes `sends` operations of a case after the warm-up.
  /// - Returns: `nil`, or what went wrong (a send that was not applied).
  static func run(_ name: String, sends: Int, modules: Int) async -> String? {
    let run = BenchmarkRun(samples: 3, filter: nil)
    switch name {
    case "interaction", "handle-call":
      let traffic = BusBenchmarks.Traffic(modules: modules)
      for index in 0..<(warmUp + sends) {
        // Back to the root as often as the timed benchmark goes back, so that a push lands on a
        // stack as shallow as an app's and the view model compares no more than it would there.
        if index % BusBenchmarks.calls == 0 { traffic.reset() }
        if name == "interaction" { traffic.interaction() } else { traffic.handleCall() }
      }
      traffic.check(run, "\(name) with \(modules) modules")
    case "flow-advance":
      guard let moves = await FlowBenchmarks.Moves(modules: modules, run) else { break }
      for _ in 0..<(warmUp + sends) { await moves.advance() }
      moves.check(run, "\(name) with \(modules) modules")
    case "link-resolve":
      guard modules <= SyntheticRoutes.types.count else {
        return "\(name): at most \(SyntheticRoutes.types.count) modules"
      }
      let table = SyntheticTable(
        routes: modules * SyntheticRoutes.casesPerModule, modules: modules)
      let resolver = table.resolver()
      let mix = table.links(count: DeepLinkBenchmarks.linkCount)
      let entitlements: any EntitlementProvider = AllowEverything()
      var opened = 0
      for index in 0..<(warmUp + sends) {
        let link = mix[index % mix.count]
        let resolved = (try? resolver.resolve(link.link, entitlements: entitlements)) != nil
        if resolved != link.resolves { return "\(name): \(link.link) opened: \(resolved)" }
        if resolved { opened += 1 }
      }
      if opened == 0 { return "\(name): no link opened" }
    default:
      let bus = BusBenchmarks.bareBus()
      for index in 0..<(warmUp + sends) {
        let outcome = bus.send(BusBenchmarks.Tap<BusBenchmarks.Alpha>.report(index))
        guard outcome.didNavigate else { return "\(name): a send was not applied: \(outcome)" }
      }
    }
    return run.problems.first
  }
}
