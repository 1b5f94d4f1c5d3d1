import BenchmarkSupport
import Foundation

/// One measured operation: the cost of one call, over many samples.
struct Measurement: Codable {
  var name: String
  var parameters: [String: String]
  var medianNs: Double
  var minNs: Double
  var maxNs: Double
  /// Heap allocations per call (median over samples).
  var allocations: Double
  var samples: Int
  var callsPerSample: Int
}

/// A comparison printed under the table: a ratio and the bar it must stay within.
struct Verdict: Codable {
  var name: String
  var value: Double
  var bar: String
  var passed: Bool
}

/// Runs measurements and collects the results.
final class BenchmarkRun {
  private(set) var measurements: [Measurement] = []
  private(set) var verdicts: [Verdict] = []
  private(set) var notes: [String: String] = [:]
  let samples: Int
  let filter: String?

  init(samples: Int, filter: String?) {
    self.samples = samples
    self.filter = filter
  }

  func wants(_ group: String) -> Bool {
    guard let filter else { return true }
    return group.localizedCaseInsensitiveContains(filter)
  }

  /// Measures `body`, which performs `calls` calls of the operation on what `setup` prepared.
  /// `setup` is not timed.
  @discardableResult
  func measure<Input>(
    _ name: String, parameters: [String: String] = [:], calls: Int,
    setup: () -> Input, _ body: (inout Input) -> Void
  ) -> Measurement {
    var times: [Double] = []
    var allocationCounts: [Double] = []
    // One untimed warm-up sample.
    var warm = setup()
    body(&warm)
    blackHole(warm)
    for _ in 0..<samples {
      var input = setup()
      let allocationsBefore = wf_allocation_count()
      let start = DispatchTime.now().uptimeNanoseconds
      body(&input)
      let end = DispatchTime.now().uptimeNanoseconds
      let allocationsAfter = wf_allocation_count()
      blackHole(input)
      times.append(Double(end - start) / Double(calls))
      allocationCounts.append(Double(allocationsAfter - allocationsBefore) / Double(calls))
    }
    times.sort()
    allocationCounts.sort()
    let result = Measurement(
      name: name, parameters: parameters, medianNs: times[times.count / 2], minNs: times[0],
      maxNs: times[times.count - 1], allocations: allocationCounts[allocationCounts.count / 2],
      samples: samples, callsPerSample: calls)
    measurements.append(result)
    return result
  }

  /// Records that `value` should stay within a bar, for the summary.
  func verdict(_ name: String, value: Double, bar: String, passed: Bool) {
    verdicts.append(Verdict(name: name, value: value, bar: bar, passed: passed))
  }

  /// Records a free-form figure, such as bytes written.
  func note(_ key: String, _ value: String) { notes[key] = value }

  func printTable() {
    let header = ["benchmark", "parameters", "median", "min", "max", "allocs/call"]
    var rows = [header]
    for m in measurements {
      let parameters = m.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      rows.append([
        m.name, parameters.joined(separator: " "), format(m.medianNs), format(m.minNs),
        format(m.maxNs), String(format: "%.1f", m.allocations),
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for (index, row) in rows.enumerated() {
      let cells = row.enumerated().map { column, cell in
        column < 2
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }
      print(cells.joined(separator: "  "))
      if index == 0 {
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
    }
    if !notes.isEmpty {
      print("")
      for (key, value) in notes.sorted(by: { $0.key < $1.key }) { print("\(key): \(value)") }
    }
    if !verdicts.isEmpty {
      print("")
      for verdict in verdicts {
        let mark = verdict.passed ? "ok  " : "FAIL"
        print(
          "\(mark) \(verdict.name): \(String(format: "%.2f", verdict.value)) (bar: \(verdict.bar))")
      }
    }
  }

  func printJSON() throws {
    struct Report: Codable {
      var measurements: [Measurement]
      var verdicts: [Verdict]
      var notes: [String: String]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(
      Report(measurements: measurements, verdicts: verdicts, notes: notes))
    print(String(decoding: data, as: UTF8.self))
  }

  private func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(format: "%.2f ms", nanoseconds / 1_000_000) }
    if nanoseconds >= 1_000 { return String(format: "%.2f µs", nanoseconds / 1_000) }
    return String(format: "%.0f ns", nanoseconds)
  }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
