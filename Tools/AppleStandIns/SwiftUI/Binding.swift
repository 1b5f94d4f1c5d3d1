/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`); the property-wrapper
/// and member-lookup parts are not used here and not declared.
@frozen public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  /// (`@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`). Only an `await` can call an
  /// `@isolated(any)` function, so the stand-in types both closures `@MainActor @Sendable`: a
  /// closure formed on the main actor, as every closure here is, converts to both types alike.
  @preconcurrency public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    self.read = get
    self.write = set
  }

  /// The underlying value referenced by the binding variable.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  /// (`var wrappedValue: Value { get nonmutating set }`). The stand-in reads and writes it on
  /// the main actor only.
  @MainActor public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
}

/// A binding is sendable when its value is.
///
/// https://developer.apple.com/documentation/swiftui/binding#conforms-to
/// (`extension Binding : Sendable where Value : Sendable`).
extension Binding: @unchecked Sendable where Value: Sendable {}
