public import Wayfinder

/// One command of the text front, read from a line by ``CommandParser`` and carried out by
/// ``CommandExecutor``. What each one is written as and does is said once, in ``helpText``.
///
/// ```swift
/// try CommandParser.parse(#"tap 1 title="Buy milk""#)
/// // .tap(1, values: ["title": "Buy milk"])
/// ```
public enum ShowcaseCommand: Equatable, Sendable {
  case open(String)
  case url
  case continueActivity(type: String, link: String?)
  case tree(json: Bool)
  case screen(json: Bool)
  case tap(Int, values: FlowFields)
  case back
  case dismiss
  case edit(FlowFields)
  case tab(TabID)
  case flowNext(FlowFields)
  case flowBack
  case flowCancel
  case entitle(String, on: Bool)
  case signIn(String)
  case signOut
  case flag(String, on: Bool)
  case routes
  case graph
  case funnel(String?)
  case help
  case quit

  /// The commands, as `help` prints them.
  public static let helpText = """
    open LINK                 open a link (archery://app/... or https://archery.example.com/...)
    url                       the canonical link of what is shown, the one to share, its Handoff
    continue TYPE [LINK]      continue a user activity handed over from another device
    tree [--json]             the whole navigation tree
    screen [--json]           the visible screen: title, content, numbered actions
    tap N [key=value ...]     perform action N of the visible screen
    back                      the system back gesture
    dismiss                   dismiss the top presentation
    edit key=value ...        the screen on top changes its values (detail id=7, a step's fields)
    tab NAME                  select a tab; the selected tab goes back to its root
    flow next [key=value ...] validate the current step with these values and move on
    flow back | flow cancel   go back a step | abandon the flow
    entitle NAME on|off       grant or revoke an entitlement (premium, pro)
    signin NAME | signout     sign a user in | out
    flag NAME on|off          turn a feature flag on or off
    routes                    the link catalogue
    graph                     the navigation graph in Graphviz DOT
    funnel [FLOW]             the funnel report of the flows, or of one
    help                      this list
    quit                      leave

    A value with spaces is quoted: title="Buy milk" (inside quotes, \\" is a quote and \\\\ a
    backslash); %20 is a space too. Lines starting with # are comments.
    """
}
