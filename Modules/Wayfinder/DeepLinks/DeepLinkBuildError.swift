/// Why a ``DeepLinkResolverBuilder`` could not build a resolver: a conflict or a name that cannot
/// stand in a link, named precisely.
package enum DeepLinkBuildError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scheme or host is empty or not plain text.
  case invalidPrefix(String)
  /// A name that links cannot carry as it is: empty, or with characters outside
  /// `A-Z a-z 0-9 - . _ ~`, or a step name that is a number.
  case invalidName(kind: String, name: String)
  /// `flow` and `scene` start flow and scene links, so no tab may be called that.
  case reservedTab(TabID)
  /// An old link shape that cannot be read, and why: the old shape, then the problem.
  case movedLink(String, String)
  /// An origin that cannot start links, and why.
  case invalidOrigin(String, String)
  /// The origin is declared twice (scheme and host compare without regard to case).
  case duplicateOrigin(String)
  /// The tab is declared twice.
  case duplicateTab(TabID)
  /// The scene is declared twice.
  case duplicateScene(SceneID)
  /// The flow is declared twice.
  case duplicateFlow(String)
  /// The flow declares the step twice.
  case duplicateStep(flow: String, step: String)
  /// Routes were added to a tab or scene that is not declared.
  case unknownContainer(ContainerID)
  /// Two routes of one tab or scene would match the same link: the same segment `name`;
  /// `first` and `second` name them as `module.case`.
  case conflictingRoutes(container: ContainerID, name: String, first: String, second: String)
  /// Two routes of one tab or scene have link templates that start with a value, so a link
  /// could not tell them apart; `first` and `second` name them as `module.case`.
  case conflictingTemplates(container: ContainerID, first: String, second: String)
  /// A route's link template cannot be read: the route as `module.case`, the template, and
  /// what is wrong.
  case invalidTemplate(route: String, template: String, problem: String)
  /// The tab was given two root routes.
  case conflictingRoots(tab: TabID, first: AnyRoute, second: AnyRoute)
  /// The tab's root route is not one of the tab's routes.
  case rootNotInTab(tab: TabID, root: AnyRoute)

  package var description: String {
    switch self {
    case .invalidPrefix(let prefix):
      return "'\(prefix)' cannot start links: give a plain scheme and host such as 'myapp', 'app'"
    case .invalidName(let kind, let name):
      return "\(kind) '\(name)' cannot stand in a link as it is: use a non-empty name made of "
        + "A-Z a-z 0-9 - . _ ~ (step names must not be numbers)"
    case .invalidOrigin(let origin, let problem):
      return "origin '\(origin)' cannot start links: \(problem)"
    case .duplicateOrigin(let origin):
      return "origin '\(origin)' is declared twice"
    case .movedLink(let old, let problem):
      return "old link shape '\(old)': \(problem)"
    case .reservedTab(let tab):
      let kind = tab.rawValue == "scene" ? "scene" : "flow"
      return "tab '\(tab)' is reserved: '/\(tab)/' starts \(kind) links; rename the tab"
    case .duplicateTab(let tab):
      return "tab '\(tab)' is declared twice"
    case .duplicateScene(let scene):
      return "scene '\(scene)' is declared twice"
    case .duplicateFlow(let flow):
      return "flow '\(flow)' is declared twice"
    case .duplicateStep(let flow, let step):
      return "flow '\(flow)' declares step '\(step)' twice"
    case .unknownContainer(let container):
      return "routes were added to \(container), which is not declared; declare it first"
    case .conflictingRoutes(let container, let name, let first, let second):
      return "routes \(first) and \(second) would both match segment '\(name)' in \(container); "
        + "rename one or register it in another tab or scene"
    case .conflictingTemplates(let container, let first, let second):
      return "routes \(first) and \(second) both start their links with a value in \(container), "
        + "so a link could not tell them apart; start one with a word, as in 'edit/:id'"
    case .invalidTemplate(let route, let template, let problem):
      return "the link template '\(template)' of route \(route) cannot be read: \(problem)"
    case .conflictingRoots(let tab, let first, let second):
      return "tab '\(tab)' was given two root routes: \(first) and \(second)"
    case .rootNotInTab(let tab, let root):
      return "the root route \(root) of tab '\(tab)' is not one of its routes; add its module"
    }
  }
}
