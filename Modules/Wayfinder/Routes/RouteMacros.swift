/// Makes a feature's route enum a ``NavigationRoute``.
///
/// Generates the module's key, the route catalogue (``NavigationRoute/routeCases``), each case's
/// default presentation and requirement, and the encoding of each case into link values and
/// back. A case's path is its name as written (`quickCreate`), matched case-sensitively.
/// Associated values may be `String`, `Int`, `Double`, `Bool`, `UUID`, any other ``LinkValue``,
/// any `RawRepresentable` type whose raw value is one, and optionals and arrays of these,
/// labelled or not.
///
/// ```swift
/// @Route(path: "tasks")
/// enum TasksRoute {
///   case list
///   case detail(id: String)
///
///   @Presents(.sheet, detents: [.medium, .large])
///   case edit(id: String)
///
///   @Requires(.premium)
///   @Presents(.fullScreen)
///   case analytics
/// }
/// ```
///
/// Mistakes are compile errors: two cases with one path, a path that is a reserved link
/// segment (`flow`, `scene`, `step`) or holds characters a path segment cannot, and a value
/// whose type can never appear in a link (a closure, a tuple, a dictionary, `Any`).
/// - Parameter path: The module's key and first link segment, for example `tasks`.
@attached(
  extension, conformances: NavigationRoute,
  names: named(moduleKey), named(routeCases), named(routeComponents), named(init(routeComponents:)),
  named(defaultPresentation), named(requirement))
public macro Route(path: String) =
  #externalMacro(module: "WayfinderMacros", type: "RouteMacro")

/// Declares how a route case is shown when the app does not say otherwise. Read by `@Route`.
///
/// ```swift
/// @Presents(.sheet, detents: [.medium, .large])
/// case edit(id: String)
///
/// @Presents(transition: .zoom)  // pushed, growing out of the tapped thumbnail
/// case photo(id: String)
/// ```
/// - Parameters:
///   - style: The default presentation; `.push` when omitted.
///   - detents: The sheet's detents; only for `.sheet`.
///   - transition: How the screen moves in when a request shows it without asking for another
///     (``ScreenTransition``); the platform's own when omitted.
@attached(peer)
public macro Presents(
  _ style: PresentationStyle = .push, detents: DetentSet = .large,
  transition: ScreenTransition = .automatic
) =
  #externalMacro(module: "WayfinderMacros", type: "PresentsMacro")

/// Declares what the user needs before a route case or a tab may be shown. Read by `@Route`
/// and `@AppShell`.
///
/// ```swift
/// @Requires(.premium)
/// case analytics
///
/// @Requires(.pro, behavior: .hidden)  // on a tab of an @AppShell
/// case admin
/// ```
/// - Parameters:
///   - requirement: The requirement.
///   - behavior: How a tab appears while the requirement is unmet; only on tabs.
@attached(peer)
public macro Requires(_ requirement: Requirement? = nil, behavior: LockedBehavior? = nil) =
  #externalMacro(module: "WayfinderMacros", type: "RequiresMacro")

/// Declares the segments a route case occupies in a link, when they are not its name followed by
/// its values. Read by `@Route`.
///
/// Each segment is a fixed word or one of the case's labelled values as `:label`, and each value
/// stands exactly once, so that a website's own paths open the app's screens:
///
/// ```swift
/// @Link(":id")          // /tasks/123
/// case detail(id: String)
///
/// @Link("history/:id")  // /tasks/history/123
/// case history(id: String)
/// ```
///
/// A value the route before carries under the same label is left out after the first segment,
/// as it is without a template: `/tasks/123/edit` is the task, then its edit sheet. The first
/// segment finds the route, so within one tab or scene no two routes start with the same word
/// and at most one starts with a value; building the resolver names both routes otherwise. A
/// link starting with a value reads it only when it is not a route's word or name there.
///
/// Mistakes are compile errors, with a fix-it where one is clear: a label the case does not have,
/// a value left out or named twice, a word that cannot stand in a link, an unlabelled value, and
/// two cases of the enum whose links start alike.
/// - Parameter template: The segments, separated by `/`, without a leading `/`.
@attached(peer)
public macro Link(_ template: String) =
  #externalMacro(module: "WayfinderMacros", type: "LinkMacro")
