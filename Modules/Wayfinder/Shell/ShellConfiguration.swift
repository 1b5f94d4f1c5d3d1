/// The app's shell as data: its tabs, scenes and flows. `@AppShell` generates it; it can be
/// written by hand.
public struct ShellConfiguration: Sendable, Equatable {
  /// The tabs in display order.
  public var tabs: [TabDeclaration]
  /// The scenes the app can open.
  public var scenes: [SceneDeclaration]
  /// The flows the app hosts.
  public var flows: [FlowDeclaration]

  /// Creates a configuration.
  /// - Parameters:
  ///   - tabs: The tabs in display order.
  ///   - scenes: The scenes.
  ///   - flows: The flows.
  public init(
    tabs: [TabDeclaration], scenes: [SceneDeclaration] = [], flows: [FlowDeclaration] = []
  ) {
    self.tabs = tabs
    self.scenes = scenes
    self.flows = flows
  }
}

extension ShellConfiguration {
  /// The tabs a user sees: every tab but the hidden ones whose requirement the user does not meet.
  /// - Parameter entitlements: What the user has.
  /// - Returns: The visible tabs in display order.
  public func visibleTabs(for entitlements: any EntitlementProvider) -> [TabID] {
    tabs.filter { !$0.isHidden(for: entitlements) }.map(\.id)
  }

  /// The tabs hidden from the user: a tab that is hidden while its requirement is unmet, and
  /// the user does not meet it. Everywhere the user could learn of a tab (a link, a tab
  /// selection, an error message, a suggestion), such a tab answers as a tab that does not exist.
  /// - Parameter entitlements: What the user has.
  /// - Returns: The hidden tabs.
  public func hiddenTabs(for entitlements: any EntitlementProvider) -> Set<TabID> {
    Set(tabs.filter { $0.isHidden(for: entitlements) }.map(\.id))
  }

  /// What each tab that the user sees but may not open yet needs.
  /// - Parameter entitlements: What the user has.
  /// - Returns: The unmet requirement of each locked tab.
  package func lockedTabs(for entitlements: any EntitlementProvider) -> [TabID: Requirement] {
    var locked: [TabID: Requirement] = [:]
    for tab in tabs where !tab.isHidden(for: entitlements) {
      if let requirement = tab.requirement, !entitlements.allows(requirement) {
        locked[tab.id] = requirement
      }
    }
    return locked
  }

  /// What the user is told about a tab that does not exist, or that is hidden from them: the
  /// same words in both cases, listing only the tabs they can see.
  /// - Parameters:
  ///   - tab: The tab asked for.
  ///   - entitlements: What the user has.
  /// - Returns: The message.
  public func unknownTabMessage(_ tab: TabID, for entitlements: any EntitlementProvider) -> String {
    NavigationError.unknownTab(tab, known: visibleTabs(for: entitlements)).description
  }
}

/// One tab of the shell.
public struct TabDeclaration: Sendable, Equatable {
  /// Whether the tab is hidden from a user with `entitlements`: the one rule for hidden tabs.
  func isHidden(for entitlements: any EntitlementProvider) -> Bool {
    behavior == .hidden && !entitlements.allows(requirement)
  }

  /// The tab's identifier and link segment.
  public var id: TabID
  /// What the user needs to open it, if anything.
  public var requirement: Requirement?
  /// How it appears while the requirement is unmet.
  public var behavior: LockedBehavior

  /// Creates a tab declaration.
  /// - Parameters:
  ///   - id: The tab's identifier.
  ///   - requirement: The requirement, if any.
  ///   - behavior: How it appears while the requirement is unmet.
  public init(_ id: TabID, requirement: Requirement? = nil, behavior: LockedBehavior = .locked) {
    self.id = id
    self.requirement = requirement
    self.behavior = behavior
  }
}

/// One scene the shell can open.
public struct SceneDeclaration: Sendable, Equatable {
  /// The scene's identifier.
  public var id: SceneID
  /// The window title, if any.
  public var title: String?
  /// The immersion style, for immersive spaces.
  public var immersion: PresentationStyle.Immersion?

  /// Creates a scene declaration.
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - title: The window title.
  ///   - immersion: The immersion style, for immersive spaces.
  public init(_ id: SceneID, title: String? = nil, immersion: PresentationStyle.Immersion? = nil) {
    self.id = id
    self.title = title
    self.immersion = immersion
  }
}
