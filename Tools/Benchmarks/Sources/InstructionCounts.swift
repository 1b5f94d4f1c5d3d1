import Wayfinder

/// Sends of one kind without any timing, for an instruction counter: the difference between the
/// counts of two runs that differ only in the number of sends is the cost of those sends alone
/// (`Tools/Benchmarks/callgrind.sh`). Every run first warms up with the same sends.
@MainActor
enum InstructionCounts {
  static let cases = ["interaction", "handle-call", "flow-advance", "bare"]
  static let warmUp = 256

  /// Makes `sends` sends of a case after the warm-up.
  /// - Returns: `nil`, or what went wrong (a send that was not applied).
  static func run(_ name: String, sends: Int, modules: Int) async -> String? {
    let run = BenchmarkRun(samples: 3, filter: nil)
    switch name {
    case "interaction", "handle-call":
      let traffic = BusBenchmarks.Traffic(modules: modules)
      for _ in 0..<(warmUp + sends) {
        if name == "interaction" { traffic.interaction() } else { traffic.handleCall() }
      }
      traffic.check(run, "\(name) with \(modules) modules")
    case "flow-advance":
      guard let moves = await FlowBenchmarks.Moves(modules: modules, run) else { break }
      for _ in 0..<(warmUp + sends) { await moves.advance() }
      moves.check(run, "\(name) with \(modules) modules")
    default:
      let bus = BusBenchmarks.bareBus()
      for index in 0..<(warmUp + sends) {
        let outcome = bus.send(BusBenchmarks.Tap<BusBenchmarks.Alpha>.report(index))
        guard outcome == .applied else { return "\(name): a send was not applied: \(outcome)" }
      }
    }
    return run.problems.first
  }
}
