package import Foundation

/// What a link resolved to: the typed target, the requirements it needed, and the commands that
/// open it through the reducer.
///
/// ```swift
/// let resolution = try resolver.resolve("myapp://app/tasks/detail/42", entitlements: store)
/// bus.send(.commands(resolution.commands), source: .link)  // what the bus does with a link
/// ```
package struct DeepLinkResolution: Equatable, Sendable {
  /// Where the link leads.
  package let target: DeepLinkTarget
  /// Every requirement met along the way (the tab's, then each route's), in link order and
  /// without repeats. A guard that runs later can check them again.
  package let requirements: [Requirement]
  /// The commands that produce the target's state, applied all or nothing (as one
  /// ``NavigationCommand/batch(_:)``) by the bus once the guards let the link through. Empty for
  /// a flow, which the flow engine opens.
  package let commands: [NavigationCommand]
  /// The query items the app's ``LinkQueryPolicy`` captured, in link order: for the
  /// middlewares and observers, never for the state.
  package let parameters: [URLQueryItem]

  /// Creates a resolution.
  /// - Parameters:
  ///   - target: Where the link leads.
  ///   - requirements: The requirements met along the way.
  ///   - commands: The commands that open the target.
  ///   - parameters: The query items captured.
  package init(
    target: DeepLinkTarget, requirements: [Requirement], commands: [NavigationCommand],
    parameters: [URLQueryItem] = []
  ) {
    self.parameters = parameters
    self.target = target
    self.requirements = requirements
    self.commands = commands
  }
}
