extension NavigationBus {
  /// What a link stands for, on the same path as every other intent.
  ///
  /// A link is first resolved with what the user has, so that a hidden tab answers exactly as a
  /// tab that does not exist and every malformed link gets its typed error. When the only thing
  /// in the way is an unmet requirement, the link's commands still go to the chain, so the guards
  /// decide as they do for a tap: the user is sent to sign-in or the paywall, and the link
  /// resumes afterwards. A flow link asks the flow engine to open the flow.
  func resolve(link: String) -> Result<NavigationIntent, LinkRejection> {
    guard let links else { return .failure(LinkRejection("this app opens no links")) }
    let resolution: DeepLinkResolution
    do throws(DeepLinkError) {
      do throws(DeepLinkError) {
        resolution = try links.resolve(link, entitlements: coordinator.entitlements)
      } catch .blocked {
        // Only a requirement is in the way: the guards decide, as they do for a tap.
        resolution = try links.resolve(link, entitlements: AllowEverything())
      }
    } catch {
      return .failure(LinkRejection(error.description))
    }
    if case .flow(let flow, let step) = resolution.target {
      guard flows != nil else {
        return .failure(LinkRejection("this app does not open flow links ('\(flow)')"))
      }
      return .success(.flow(.open(flow, at: step)))
    }
    return .success(.commands(resolution.commands))
  }
}
