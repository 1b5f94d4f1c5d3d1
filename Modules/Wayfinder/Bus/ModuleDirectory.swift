/// The registered modules as the bus finds them on every send: a module by its key, and a route
/// case in its module by name.
struct ModuleDirectory: Sendable {
  /// The modules by key.
  let byKey: [ModuleKey: ModuleEntry]

  init(_ byKey: [ModuleKey: ModuleEntry]) { self.byKey = byKey }

  /// The module registered under `key`.
  func entry(_ key: ModuleKey) -> ModuleEntry? { byKey[key] }

  /// The case of a module that `name` names, as the app places it.
  func placedCase(_ name: String, of entry: ModuleEntry) -> PlacedCase? {
    entry.casesByName[name]
  }
}

/// A route case as the bus shows it: the app's style for it, or else its declared one, its
/// transition and its requirement.
struct PlacedCase: Sendable {
  var name: String
  var presentation: PresentationStyle
  var transition: ScreenTransition
  var requirement: Requirement?
}
