/// What a middleware can see: the state before the request, what the user has, and the shell.
@MainActor
public struct MiddlewareContext {
  /// The bus the request runs through, read for the state, the entitlements and the shell: one
  /// reference instead of a copy of each.
  let bus: NavigationBus
  var store: NavigationStore { bus.store }
  /// The app's shell.
  public var shell: ShellConfiguration { bus.shell }

  /// The navigation state before the request.
  ///
  /// Read it when needed rather than keeping it: a kept copy would make the state be copied when
  /// the request is applied.
  public var state: NavigationState { store.untrackedState }

  /// What the user has.
  public var entitlements: any EntitlementProvider { store.entitlements }
}
