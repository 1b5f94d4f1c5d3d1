/// How presentation styles are spelled in links and which style a route takes when its link
/// names none.
///
/// A link carries a style by name only. `sheet`, `popover` and `ornament` take the details
/// (detents, anchor, edge) of the route's declared default when that default has the same name,
/// and otherwise the plain form: the large detent, the source's bounds, the bottom edge.
enum LinkStyle {
  /// The style names a link may carry, in the order error messages list them.
  static let names = ["push", "sheet", "fullscreen", "popover", "ornament"]

  /// The style a route takes when the link names none: its declared default when that is modal,
  /// and `push` otherwise (a route declared as `replace`, a scene or a tab is pushed when a link
  /// nests it).
  static func linkDefault(_ declared: PresentationStyle) -> PresentationStyle {
    declared.isModal ? declared : .push
  }

  /// The style that `name` stands for on a route whose declared default is `declared`, or `nil`
  /// when links cannot carry `name`.
  static func style(named name: String, declared: PresentationStyle) -> PresentationStyle? {
    switch name {
    case "push":
      return .push
    case "sheet":
      if case .sheet = declared { return declared }
      return .sheet
    case "fullscreen":
      return .fullScreen
    case "popover":
      if case .popover = declared { return declared }
      return .popover
    case "ornament":
      if case .ornament = declared { return declared }
      return .ornament(edge: .bottom)
    default:
      return nil
    }
  }

  /// The name a link writes for `style` on a route declared as `declared`, or `nil` when the link
  /// would read the name back as another style.
  static func name(of style: PresentationStyle, declared: PresentationStyle) -> String? {
    let name = style.name
    return self.style(named: name, declared: declared) == style ? name : nil
  }
}
