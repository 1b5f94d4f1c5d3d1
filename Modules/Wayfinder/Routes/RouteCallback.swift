/// A closure carried by a route, with an identity, so that a route that holds one is
/// `Hashable`, `Sendable` and comparable.
///
/// A route value must be `Hashable`; a closure is not. Wrap it: two callbacks are equal when
/// they are the same wrapping (copies of one `RouteCallback`), never because their closures do
/// the same thing. A route that carries a callback is ``RouteValueKind/transient``: it has no
/// link and is not restored after a relaunch.
///
/// ```swift
/// @Route(path: "compose")
/// enum ComposeRoute {
///   @Presents(.sheet)
///   case pickImage(completion: RouteCallback<ImageReference>)
/// }
///
/// nav.pickImage(completion: RouteCallback { image in attach(image) })
/// ```
///
/// The closure runs on the main actor, where screens call it.
public struct RouteCallback<Input>: Hashable, Sendable, CustomStringConvertible {
  private final class Body: Sendable {
    let run: @MainActor @Sendable (Input) -> Void
    init(_ run: @escaping @MainActor @Sendable (Input) -> Void) { self.run = run }
  }

  private let body: Body

  /// Wraps a closure with a new identity.
  /// - Parameter run: What calling the callback does.
  public init(_ run: @escaping @MainActor @Sendable (Input) -> Void) {
    body = Body(run)
  }

  /// Calls the closure.
  /// - Parameter input: The value the closure receives.
  @MainActor
  public func callAsFunction(_ input: Input) { body.run(input) }

  /// Equal when both are copies of one wrapping.
  public static func == (lhs: RouteCallback, rhs: RouteCallback) -> Bool {
    lhs.body === rhs.body
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(body)) }

  public var description: String { "RouteCallback<\(Input.self)>" }
}

extension RouteCallback where Input == Void {
  /// Calls a closure that takes no value.
  @MainActor
  public func callAsFunction() { body.run(()) }
}
