import Foundation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/scene
/// (`@MainActor @preconcurrency protocol Scene`, with `associatedtype Body : Scene` and
/// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`).
@MainActor @preconcurrency public protocol Scene {
  /// The type of scene that represents the body of this scene.
  ///
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  ///
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/scenebuilder
/// (`@resultBuilder struct SceneBuilder`); the block of one scene is declared.
@resultBuilder public struct SceneBuilder {
  /// Passes a single scene through unmodified.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  /// (`static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`).
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
}

extension SceneBuilder {
  /// Builds a scene from several scenes.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)-2d2ze
  /// (`static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  /// where repeat each Content : Scene`).
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene {
    TupleScene((repeat each content))
  }
}

/// Several scenes: what the stand-in's scene builder makes of a block.
nonisolated package struct TupleScene<T>: Scene {
  package let value: T
  package init(_ value: T) { self.value = value }
  package var body: Never { fatalError("a tuple of scenes is primitive") }
}

/// A scene with a modifier applied: what every scene modifier of the stand-in returns in place
/// of Apple's opaque result, keeping what it was given.
nonisolated package struct ModifiedScene<Content: Scene, Modifier>: Scene {
  package let content: Content
  package let modifier: Modifier
  package init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  package var body: Never { fatalError("a modified scene is primitive in the stand-in") }
}

/// A scene that presents a group of identically structured windows.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/windowgroup
/// (`struct WindowGroup<Content> where Content : View`, a `Scene`).
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  package let id: String
  package let makeContent: (Any?) -> Content?

  /// https://developer.apple.com/documentation/swiftui/windowgroup/body-swift.property
  public var body: Never { fatalError("WindowGroup is primitive") }

  /// Creates a window group.
  ///
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  /// (`init(@ViewBuilder content: () -> Content)`).
  public init(@ViewBuilder content: () -> Content) {
    self.id = ""
    let made = content()
    self.makeContent = { _ in made }
  }

  /// Creates a data-driven window group with an identifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(id:for:content:)-4n6t1
  /// (`init<D, C>(id: String, for type: D.Type,
  /// @ViewBuilder content: @escaping (Binding<D?>) -> C)
  /// where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable,
  /// D : Hashable, C : View`).
  public init<D, C>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  )
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.id = id
    self.makeContent = { value in
      guard let value = value as? D else { return nil }
      // Read on the main actor only, where the test that opens the window runs.
      nonisolated(unsafe) let shown = value
      let presented = content(Binding(get: { shown }, set: { _ in }))
      return PresentedWindowContent(value: value, content: presented)
    }
  }
}

/// `Never` is the body of the primitive scenes.
///
/// https://developer.apple.com/documentation/swiftui/never (`extension Never : Scene`).
extension Never: Scene {}

/// A view that represents the content of a presented window.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/presentedwindowcontent
/// (`struct PresentedWindowContent<Data, Content> where Data : Decodable, Data : Encodable,
/// Data : Hashable, Content : View`).
nonisolated public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
  package let value: Data
  package let content: Content
  /// https://developer.apple.com/documentation/swiftui/presentedwindowcontent/body-swift.property
  public var body: Never { fatalError("PresentedWindowContent is primitive") }
}

/// A type that represents the structure and behavior of an app.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/app
/// (`@MainActor @preconcurrency protocol App`).
@MainActor @preconcurrency public protocol App {
  /// The type of scene representing the content of the app.
  ///
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene
  /// The content and behavior of the app.
  ///
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  ///
  /// https://developer.apple.com/documentation/swiftui/app/init() (`@MainActor init()`).
  @MainActor init()
}

extension App {
  /// Initializes and runs the app.
  ///
  /// https://developer.apple.com/documentation/swiftui/app/main()
  /// (`@MainActor static func main()`). There is no SwiftUI to run an app here: the stand-in
  /// says so and exits with a failure status.
  @MainActor public static func main() {
    let message = "error: this app needs SwiftUI, which this platform does not have\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(1)
  }
}

/// An action that presents a window.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/openwindowaction
/// (`@MainActor @preconcurrency struct OpenWindowAction`).
@MainActor @preconcurrency public struct OpenWindowAction {
  package let open: @MainActor (String, AnyHashable) -> Void
  package nonisolated init(open: @escaping @MainActor (String, AnyHashable) -> Void) {
    self.open = open
  }

  /// Opens the window that's associated with the specified identifier and presents the
  /// specified value in the window.
  ///
  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:value:)
  /// (`@MainActor @preconcurrency func callAsFunction<D>(id: String, value: D)
  /// where D : Decodable, D : Encodable, D : Hashable`).
  @MainActor @preconcurrency public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {
    open(id, AnyHashable(value))
  }
}

/// An action that dismisses a window associated to a particular scene.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/dismisswindowaction
/// (`@MainActor @preconcurrency struct DismissWindowAction`).
@MainActor @preconcurrency public struct DismissWindowAction {
  package let dismiss: @MainActor (String, AnyHashable) -> Void
  package nonisolated init(dismiss: @escaping @MainActor (String, AnyHashable) -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the window defined by the window group that is presenting the specified value
  /// type and that's associated with the specified identifier.
  ///
  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(id:value:)
  /// (`@MainActor @preconcurrency func callAsFunction<D>(id: String, value: D)
  /// where D : Decodable, D : Encodable, D : Hashable`).
  @MainActor @preconcurrency public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {
    dismiss(id, AnyHashable(value))
  }
}

extension EnvironmentValues {
  /// A window presentation action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
  /// (`var openWindow: OpenWindowAction { get }`). The stand-in's opens nothing.
  public var openWindow: OpenWindowAction { OpenWindowAction(open: { _, _ in }) }

  /// A Boolean value that indicates whether the current platform supports opening multiple
  /// windows: on iPadOS, only for an app that declares multiple scenes.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows
  /// (`var supportsMultipleWindows: Bool { get }`). The stand-in's is `true`.
  public var supportsMultipleWindows: Bool { true }

  /// A window dismissal action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisswindow
  /// (`var dismissWindow: DismissWindowAction { get }`). The stand-in's closes nothing.
  public var dismissWindow: DismissWindowAction {
    DismissWindowAction(dismiss: { _, _ in })
  }
}
