extension NavigationBus {
  /// Opens links with a deep-link resolver, on the same path as every other intent.
  ///
  /// A link is first resolved with what the user has, so that a hidden tab answers exactly as a
  /// tab that does not exist and every malformed link gets its typed error. When the only thing
  /// in the way is an unmet requirement, the link's commands still go to the chain, so the guards
  /// decide as they do for a tap: the user is sent to sign-in or the paywall, and the link
  /// resumes afterwards.
  /// - Parameters:
  ///   - resolver: The app's resolver.
  ///   - openFlow: What a flow link (`/flow/{name}[/step/{step}]`) becomes; when `nil`, the
  ///     bus's flow engine opens it (``FlowRequest/open(_:at:)``), and flow links are refused
  ///     when the bus has no engine.
  public func openLinks(
    with resolver: DeepLinkResolver,
    openFlow: (@MainActor (String, String?) -> Result<NavigationIntent, LinkRejection>)? = nil
  ) {
    let entitlements = coordinator.entitlements
    linkResolver = { [unowned self] link in
      let resolution: DeepLinkResolution
      do throws(DeepLinkError) {
        do throws(DeepLinkError) {
          resolution = try resolver.resolve(link, entitlements: entitlements)
        } catch .blocked {
          // Only a requirement is in the way: the guards decide, as they do for a tap.
          resolution = try resolver.resolve(link, entitlements: AllowEverything())
        }
      } catch {
        return .failure(LinkRejection(error.description))
      }
      if case .flow(let flow, let step) = resolution.target {
        if let openFlow { return openFlow(flow, step) }
        guard flows != nil else {
          return .failure(LinkRejection("this app does not open flow links ('\(flow)')"))
        }
        return .success(.flow(.open(flow, at: step)))
      }
      return .success(.commands(resolution.commands))
    }
  }
}
