import Foundation

extension NavigationBus {
  /// What a link stands for, on the same path as every other intent.
  ///
  /// A link is parsed once, without its requirements: the guards decide them, as they do for a
  /// tap (the user is sent to sign-in or the paywall, and the link resumes afterwards). The tabs
  /// hidden from the user answer as tabs that do not exist, by the one rule of
  /// ``ShellConfiguration/hiddenTabs(for:)``. A flow link asks the flow engine to open the flow.
  /// - Returns: The intent, with the query items the app's policy captured.
  func resolve(
    link: String
  ) -> Result<(intent: NavigationIntent, parameters: [URLQueryItem]), LinkRejection> {
    guard let links else { return .failure(LinkRejection("this app opens no links")) }
    let resolution: DeepLinkResolution
    do throws(DeepLinkError) {
      resolution = try links.resolve(link, hiding: shell.hiddenTabs(for: store.entitlements))
    } catch {
      return .failure(LinkRejection(error.description))
    }
    if case .flow(let flow, let step) = resolution.target {
      return .success((.flow(.open(flow, at: step)), resolution.parameters))
    }
    return .success((.commands(resolution.commands), resolution.parameters))
  }
}
