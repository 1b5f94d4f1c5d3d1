import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (for example, a view).
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/namespace
/// (`@frozen @propertyWrapper struct Namespace`, a `DynamicProperty`). With no view graph, the
/// stand-in gives each property a namespace of its own.
@frozen @propertyWrapper public struct Namespace: DynamicProperty {
  /// A namespace identifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/namespace/id
  /// (`@frozen struct ID`, `Hashable`).
  @frozen public struct ID: Hashable, Sendable {
    package let value: Int
  }

  private static let counter = NamespaceCounter()
  private let id: ID

  /// https://developer.apple.com/documentation/swiftui/namespace/init() (`init()`).
  public init() { id = ID(value: Self.counter.next()) }

  /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  /// (`var wrappedValue: Namespace.ID { get }`).
  public var wrappedValue: Namespace.ID { id }
}

/// Hands out the stand-in's namespace identifiers.
private final class NamespaceCounter: @unchecked Sendable {
  private var last = 0
  private let lock = NSLock()
  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}

/// A type that defines the transition to use when navigating to a view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/navigationtransition
/// (`protocol NavigationTransition`; iOS 18.0+, macOS 15.0+, visionOS 2.0+).
public protocol NavigationTransition {}

/// A navigation transition that zooms the appearing view from a given source view.
///
/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
/// (`struct ZoomNavigationTransition`; iOS 18.0+, visionOS 2.0+, not macOS).
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
  package let sourceID: AnyHashable
  package let namespace: Namespace.ID
}

@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A navigation transition that zooms the appearing view from a given source view.
  ///
  /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  /// (`static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) ->
  /// ZoomNavigationTransition`).
  public static func zoom(
    sourceID: some Hashable, in namespace: Namespace.ID
  ) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

/// What `matchedTransitionSource(id:in:)` was given.
package struct TransitionSource {
  package let id: AnyHashable
  package let namespace: Namespace.ID
}

extension View {
  /// Sets the navigation transition style for this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  /// (`nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View`;
  /// iOS 18.0+, macOS 15.0+, visionOS 2.0+).
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    ModifiedView(content: self, modifier: Setting(kind: "navigationTransition", value: style))
  }

  /// Identifies this view as the source of a navigation transition, such as a zoom transition.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  /// (`nonisolated func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
  /// -> some View`; iOS 18.0+, macOS 15.0+, visionOS 2.0+).
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some View {
    ModifiedView(
      content: self,
      modifier: Setting(
        kind: "matchedTransitionSource",
        value: TransitionSource(id: AnyHashable(id), namespace: namespace)))
  }
}
