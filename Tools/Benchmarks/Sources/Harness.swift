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

/// Runs measurements and collects the results, and what went wrong while measuring.
final class BenchmarkRun {
  private(set) var measurements: [Measurement] = []
  private(set) var verdicts: [Verdict] = []
  private(set) var notes: [String: String] = [:]
  /// What made a benchmark unusable: a wrong result, a failed start, a verdict that could not be
  /// computed. Never a time.
  private(set) var problems: [String] = []
  let samples: Int
  let filter: String?
  /// Whether this is a short run that checks the benchmarks work, not what they measure.
  let isSmoke: Bool

  init(samples: Int, filter: String?, isSmoke: Bool = false) {
    self.samples = samples
    self.filter = filter
    self.isSmoke = isSmoke
  }

  func wants(_ group: String) -> Bool {
    guard let filter else { return true }
    return group.localizedCaseInsensitiveContains(filter)
  }

  /// Records that a benchmark did not do what it measures; the run then fails.
  func problem(_ message: String) { problems.append(message) }

  /// Measures `body`, which performs `calls` calls of the operation on what `setup` prepared.
  /// `setup` is not timed.
  @discardableResult
  func measure<Input>(
    _ name: String, parameters: [String: String] = [:], calls: Int,
    setup: () -> Input, _ body: (inout Input) -> Void
  ) -> Measurement {
    var sampled = Samples(calls: calls)
    // One untimed warm-up sample.
    var warm = setup()
    body(&warm)
    blackHole(warm)
    for _ in 0..<samples {
      var input = setup()
      let start = sampled.start()
      body(&input)
      sampled.stop(start)
      blackHole(input)
    }
    return record(name, parameters: parameters, sampled)
  }

  /// Measures an asynchronous `body`, as ``measure(_:parameters:calls:setup:_:)`` does.
  @MainActor
  @discardableResult
  func measureAsync<Input>(
    _ name: String, parameters: [String: String] = [:], calls: Int,
    setup: () async -> Input, _ body: (inout Input) async -> Void
  ) async -> Measurement {
    var sampled = Samples(calls: calls)
    var warm = await setup()
    await body(&warm)
    blackHole(warm)
    for _ in 0..<samples {
      var input = await setup()
      let start = sampled.start()
      await body(&input)
      sampled.stop(start)
      blackHole(input)
    }
    return record(name, parameters: parameters, sampled)
  }

  private func record(
    _ name: String, parameters: [String: String], _ sampled: Samples
  ) -> Measurement {
    let times = sampled.times.sorted()
    let allocationCounts = sampled.allocations.sorted()
    let result = Measurement(
      name: name, parameters: parameters, medianNs: times[times.count / 2], minNs: times[0],
      maxNs: times[times.count - 1], allocations: allocationCounts[allocationCounts.count / 2],
      samples: samples, callsPerSample: sampled.calls)
    if !(result.medianNs.isFinite && result.medianNs > 0) {
      problem("\(name) \(parameters): no usable time (median \(result.medianNs) ns)")
    }
    measurements.append(result)
    return result
  }

  /// Records that `value` should stay within a bar, for the summary. A value that is not a
  /// finite number is a problem, not a verdict.
  func verdict(_ name: String, value: Double, bar: String, passed: Bool) {
    guard value.isFinite else {
      problem("\(name): the verdict's value is \(value)")
      return
    }
    verdicts.append(Verdict(name: name, value: value, bar: bar, passed: passed))
  }

  /// Records a verdict on the ratio of two medians, or a problem when one of them is missing.
  func ratioVerdict(
    _ name: String, _ numerator: Double?, over denominator: Double?, atMost bar: Double
  ) {
    guard let numerator, let denominator else {
      problem("\(name): a measurement it compares is missing")
      return
    }
    let ratio = numerator / denominator
    verdict(name, value: ratio, bar: "<= \(bar)", passed: ratio <= bar)
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
    if !problems.isEmpty {
      print("")
      for problem in problems { print("PROBLEM \(problem)") }
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

  /// The run as Markdown, for BENCHMARKS.md: the verdicts, then every measurement, under a line
  /// that names the command and the commit, so that a table in the documents is the tool's own
  /// output and says where it came from.
  /// - Parameters:
  ///   - command: The command line that ran.
  ///   - commit: The commit it ran at, when known.
  func printMarkdown(command: String, commit: String?) {
    print("Written by `\(command)`" + (commit.map { " at commit \($0)" } ?? "") + ".")
    print("")
    print("| bar | measured | verdict |")
    print("|---|---|---|")
    for verdict in verdicts {
      // Three significant figures at most, and never a small value rounded to 0.00.
      let value =
        verdict.value >= 100
        ? String(format: "%.0f", verdict.value)
        : verdict.value >= 0.01
          ? String(format: "%.2f", verdict.value) : String(format: "%.2g", verdict.value)
      print(
        "| \(verdict.name) (bar: \(verdict.bar)) | \(value) | \(verdict.passed ? "ok" : "**not met**") |"
      )
    }
    print("")
    print("| benchmark | parameters | median | min | max | allocations per call |")
    print("|---|---|---|---|---|---|")
    for m in measurements {
      let parameters = m.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      print(
        "| \(m.name) | \(parameters.joined(separator: " ")) | \(format(m.medianNs)) | "
          + "\(format(m.minNs)) | \(format(m.maxNs)) | \(String(format: "%.1f", m.allocations)) |")
    }
    if !notes.isEmpty {
      print("")
      for (key, value) in notes.sorted(by: { $0.key < $1.key }) { print("- \(key): \(value)") }
    }
  }

  func printJSON() throws {
    struct Report: Codable {
      var measurements: [Measurement]
      var verdicts: [Verdict]
      var notes: [String: String]
      var problems: [String]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(
      Report(measurements: measurements, verdicts: verdicts, notes: notes, problems: problems))
    print(String(decoding: data, as: UTF8.self))
  }

  private func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(format: "%.2f ms", nanoseconds / 1_000_000) }
    if nanoseconds >= 1_000 { return String(format: "%.2f µs", nanoseconds / 1_000) }
    return String(format: "%.0f ns", nanoseconds)
  }
}

/// The times and allocation counts of a measurement's samples, per call.
struct Samples {
  let calls: Int
  var times: [Double] = []
  var allocations: [Double] = []

  init(calls: Int) { self.calls = calls }

  /// The clock and the allocation count at the start of a sample.
  func start() -> (time: UInt64, allocations: Int64) {
    let allocations = Int64(wf_allocation_count())
    return (DispatchTime.now().uptimeNanoseconds, allocations)
  }

  mutating func stop(_ start: (time: UInt64, allocations: Int64)) {
    let end = DispatchTime.now().uptimeNanoseconds
    let allocationsAfter = Int64(wf_allocation_count())
    times.append(Double(end - start.time) / Double(calls))
    allocations.append(Double(allocationsAfter - start.allocations) / Double(calls))
  }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
