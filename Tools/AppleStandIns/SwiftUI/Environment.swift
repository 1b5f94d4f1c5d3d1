public import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/dynamicproperty
/// (`protocol DynamicProperty`); its `update()` requirement has a default and is not declared.
public protocol DynamicProperty {}

/// A key for accessing values in the environment.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/environmentkey
/// (`protocol EnvironmentKey`).
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// The default value for the environment key.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  /// (`static var defaultValue: Self.Value { get }`).
  static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/environmentvalues
/// (`struct EnvironmentValues`). The stand-in keeps only the values set on it.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an environment values instance.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init() (`init()`).
  public init() {}

  /// Accesses the environment value associated with a custom key.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-9zku
  /// (`subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`).
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Creates an environment values entry: the accessors of a property declared in an extension of
/// `EnvironmentValues`, and the private key they read and write.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var myCustomValue: String = "Default value"
/// }
/// ```
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/entry()
/// (`@attached(accessor) @attached(peer, names: prefixed(__Key_)) macro Entry()`). Apple's
/// also makes transaction, container and focused values entries; the stand-in's, expanded by
/// `EntryMacro` in the package's macro plugin, makes environment values entries only, of a
/// property with a type annotation.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WayfinderMacros", type: "EntryMacro")

/// A property wrapper that reads a value from a view's environment.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/environment
/// (`@frozen @propertyWrapper struct Environment<Value>`, a `DynamicProperty`). With no view
/// graph to read from, the stand-in reads the default values.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates an environment property to read the specified key path.
  ///
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  /// (`init(_ keyPath: KeyPath<EnvironmentValues, Value>)`).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value of the environment property.
  ///
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  /// (`var wrappedValue: Value { get }`).
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/state
/// (`@frozen @propertyWrapper struct State<Value>`, a `DynamicProperty`).
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline final class Storage {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  @usableFromInline let storage: Storage

  /// Creates a state property that stores an initial value.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  /// (`init(wrappedValue value: Value)`).
  public init(wrappedValue value: Value) { storage = Storage(value) }

  /// The underlying value referenced by the state variable.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  /// (`var wrappedValue: Value { get nonmutating set }`).
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/scenestorage
/// (`@frozen @propertyWrapper struct SceneStorage<Value>`, a `DynamicProperty`). The stand-in
/// keeps the value for as long as the property exists.
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  @usableFromInline final class Storage {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  @usableFromInline let storage: Storage

  /// The underlying value referenced by the state variable.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  /// (`var wrappedValue: Value { get nonmutating set }`).
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
}

extension SceneStorage {
  /// Creates a property that can save and restore an optional data value, defaulting to nil.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-3ke8k
  /// (`init(_ key: String) where Value == Data?`).
  public init(_ key: String) where Value == Data? { storage = Storage(nil) }
}
