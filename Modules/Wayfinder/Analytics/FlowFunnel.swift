import Foundation

/// A funnel report for one flow, built from ``FlowEvent``s: how many instances reached and
/// completed each step, where they were abandoned, how long each step took, and how many
/// instances completed the flow.
///
/// ```swift
/// let funnel = FlowFunnel(flow: "onboarding", events: recorder.events,
///                         stepOrder: onboarding.declaration.steps.map(\.name))
/// print(funnel.text)
/// let json = try funnel.json()
/// ```
public struct FlowFunnel: Hashable, Codable, Sendable {
  /// One step of the funnel.
  public struct Step: Hashable, Codable, Sendable {
    /// The step's name.
    public var step: String
    /// How many instances reached the step.
    public var reached: Int
    /// How many instances moved past the step.
    public var completed: Int
    /// How many instances were cancelled at the step.
    public var abandoned: Int
    /// How many times validation refused to leave the step.
    public var refusals: Int
    /// The median time spent on the step before moving past it, in seconds.
    public var medianSeconds: Double?

    /// The share of the instances that reached the step and moved past it.
    public var completionRate: Double { reached == 0 ? 0 : Double(completed) / Double(reached) }
  }

  /// The flow's name.
  public var flow: String
  /// How many instances started.
  public var started: Int
  /// How many instances completed.
  public var completed: Int
  /// How many instances were cancelled.
  public var cancelled: Int
  /// The steps: the declared order first (when given), then the others as they first appeared.
  public var steps: [Step]

  /// How many started instances neither completed nor were cancelled.
  public var inProgress: Int { max(0, started - completed - cancelled) }

  /// The share of started instances that completed.
  public var conversion: Double { started == 0 ? 0 : Double(completed) / Double(started) }

  /// The step where most instances were abandoned (the earliest on a tie), if any was.
  public var dropOffStep: String? {
    var best: Step?
    for step in steps where step.abandoned > (best?.abandoned ?? 0) { best = step }
    return best?.step
  }

  /// Builds the report.
  /// - Parameters:
  ///   - flow: The flow's name; events of other flows are ignored.
  ///   - events: The events, in the order they happened.
  ///   - stepOrder: The steps in the order to list them, for example the declared order.
  public init(flow: String, events: [FlowEvent], stepOrder: [String] = []) {
    self.flow = flow
    var order = stepOrder
    // An identifier is reused once its instance ended, so a run is an identifier and the number
    // of times it started.
    var runs: [FlowInstanceID: Int] = [:]
    var reached: [String: Set<String>] = [:]
    var passed: [String: Set<String>] = [:]
    var abandoned: [String: Int] = [:]
    var refusals: [String: Int] = [:]
    var durations: [String: [Double]] = [:]
    var started = 0
    var completed = 0
    var cancelled = 0
    for event in events where event.flow == flow {
      if !order.contains(event.step) { order.append(event.step) }
      if event.kind == .started { runs[event.instance, default: 0] += 1 }
      let run = "\(event.instance)#\(runs[event.instance] ?? 0)"
      switch event.kind {
      case .started: started += 1
      case .stepEntered, .resumed: reached[event.step, default: []].insert(run)
      case .stepCompleted:
        passed[event.step, default: []].insert(run)
        if let duration = event.duration {
          durations[event.step, default: []].append(duration.seconds)
        }
      case .validationRefused: refusals[event.step, default: 0] += 1
      case .cancelled:
        cancelled += 1
        abandoned[event.step, default: 0] += 1
      case .completed: completed += 1
      case .wentBack: break
      }
    }
    self.started = started
    self.completed = completed
    self.cancelled = cancelled
    self.steps = order.map { step in
      Step(
        step: step, reached: reached[step]?.count ?? 0, completed: passed[step]?.count ?? 0,
        abandoned: abandoned[step] ?? 0, refusals: refusals[step] ?? 0,
        medianSeconds: durations[step].flatMap(Self.median))
    }
  }

  /// One report per flow that appears in the events, sorted by name.
  /// - Parameters:
  ///   - events: The events.
  ///   - declarations: Declarations that give the step order of their flows.
  /// - Returns: The reports.
  public static func reports(
    from events: [FlowEvent], declarations: [FlowDeclaration] = []
  ) -> [FlowFunnel] {
    let names = Set(events.map(\.flow)).sorted()
    return names.map { name in
      let order = declarations.first { $0.name == name }?.steps.map(\.name) ?? []
      return FlowFunnel(flow: name, events: events, stepOrder: order)
    }
  }

  /// The report as a table.
  ///
  /// ```text
  /// funnel onboarding: 4 started, 2 completed (50.0%), 1 cancelled, 1 in progress
  /// step          reached  completed  abandoned  refused   median
  /// welcome             4          4          0        0   3.50 s
  /// permissions         4          4          0        0   1.00 s
  /// accountSetup        4          2          1        1  10.00 s
  /// complete            2          2          0        0   0.00 s
  /// drop-off: accountSetup (1 abandoned)
  /// ```
  public var text: String {
    var lines = [
      "funnel \(flow): \(started) started, \(completed) completed (\(Self.percent(conversion))), "
        + "\(cancelled) cancelled, \(inProgress) in progress"
    ]
    let header = ["step", "reached", "completed", "abandoned", "refused", "median"]
    var rows = [header]
    for step in steps {
      rows.append([
        step.step, "\(step.reached)", "\(step.completed)", "\(step.abandoned)",
        "\(step.refusals)", step.medianSeconds.map { String(format: "%.2f s", $0) } ?? "-",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }
      lines.append(cells.joined(separator: "  "))
    }
    if let drop = dropOffStep, let step = steps.first(where: { $0.step == drop }) {
      lines.append("drop-off: \(drop) (\(step.abandoned) abandoned)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON, with sorted keys.
  /// - Returns: The JSON text.
  /// - Throws: An `EncodingError` (not expected: every number is finite).
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  private enum CodingKeys: String, CodingKey {
    case flow, started, completed, cancelled, inProgress, conversion, dropOffStep, steps
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    flow = try container.decode(String.self, forKey: .flow)
    started = try container.decode(Int.self, forKey: .started)
    completed = try container.decode(Int.self, forKey: .completed)
    cancelled = try container.decode(Int.self, forKey: .cancelled)
    steps = try container.decode([Step].self, forKey: .steps)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(flow, forKey: .flow)
    try container.encode(started, forKey: .started)
    try container.encode(completed, forKey: .completed)
    try container.encode(cancelled, forKey: .cancelled)
    try container.encode(inProgress, forKey: .inProgress)
    try container.encode(conversion, forKey: .conversion)
    try container.encodeIfPresent(dropOffStep, forKey: .dropOffStep)
    try container.encode(steps, forKey: .steps)
  }

  private static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
