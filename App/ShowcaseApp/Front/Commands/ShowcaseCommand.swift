public import Wayfinder

/// One command of the text front, read from a line by ``CommandParser`` and carried out by
/// ``CommandExecutor``.
///
/// ```swift
/// try CommandParser.parse(#"tap 1 title="Buy milk""#)
/// // .tap(1, values: ["title": "Buy milk"])
/// ```
public enum ShowcaseCommand: Equatable, Sendable {
  /// `open LINK`: open a link.
  case open(String)
  /// `url`: the canonical link of what is shown.
  case url
  /// `tree [--json]`: the whole navigation tree.
  case tree(json: Bool)
  /// `screen [--json]`: the visible screen.
  case screen(json: Bool)
  /// `tap N [key=value ...]`: perform action N of the visible screen with these values.
  case tap(Int, values: FlowFields)
  /// `back`: the system back button or gesture.
  case back
  /// `dismiss`: the top presentation swiped down.
  case dismiss
  /// `edit key=value ...`: the screen on top changes its own route's values, as a SwiftUI
  /// screen writes its route binding, reported through the app's binding.
  case edit(FlowFields)
  /// `tab NAME`: a tab bar tap, reported through the app's binding; on the selected tab it
  /// takes the tab back to its root.
  case tab(TabID)
  /// `flow next [key=value ...]`: validate the current step with these values and move on.
  case flowNext(FlowFields)
  /// `flow back`: go back a step.
  case flowBack
  /// `flow cancel`: abandon the flow.
  case flowCancel
  /// `entitle NAME on|off`: grant or revoke an entitlement.
  case entitle(String, on: Bool)
  /// `signin NAME`: sign a user in.
  case signIn(String)
  /// `signout`: sign the user out.
  case signOut
  /// `flag NAME on|off`: turn a feature flag on or off.
  case flag(String, on: Bool)
  /// `routes`: the link catalogue.
  case routes
  /// `graph`: the navigation graph in Graphviz DOT.
  case graph
  /// `funnel [FLOW]`: the funnel report of the flows, or of one.
  case funnel(String?)
  /// `help`: the list of commands.
  case help
  /// `quit` (or `exit`): leave.
  case quit

  /// The commands, as `help` prints them.
  public static let helpText = """
    open LINK                 open a link (archery://app/... or https://archery.example.com/...)
    url                       the canonical link of what is shown, and the one to share
    tree [--json]             the whole navigation tree
    screen [--json]           the visible screen: title, content, numbered actions
    tap N [key=value ...]     perform action N of the visible screen
    back                      the system back gesture
    dismiss                   dismiss the top presentation
    edit key=value ...        the screen on top changes its own values (detail id=7)
    tab NAME                  select a tab
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
