/// A flow in progress: which flow, where it stands, and what it has collected.
///
/// The flow engine fills this in; the state keeps it so that flows are saved and restored with
/// the rest of navigation.
public struct ActiveFlow: Hashable, Codable, Sendable {
  /// The flow's link name, for example `onboarding`.
  public var flow: String
  /// The current step's name.
  public var step: String
  /// The steps visited before the current one, oldest first, for going back.
  public var history: [String]
  /// The values collected so far, by key.
  public var data: [String: String]

  /// Creates a flow in progress.
  /// - Parameters:
  ///   - flow: The flow's link name.
  ///   - step: The current step's name.
  ///   - history: The steps visited before, oldest first.
  ///   - data: The values collected so far.
  public init(flow: String, step: String, history: [String] = [], data: [String: String] = [:]) {
    self.flow = flow
    self.step = step
    self.history = history
    self.data = data
  }
}
