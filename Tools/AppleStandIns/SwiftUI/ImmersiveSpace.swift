import Foundation

/// A scene that presents its content in an unbounded space.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/immersivespace
/// (`struct ImmersiveSpace<Content, Data> where Content : ImmersiveSpaceContent,
/// Data : Decodable, Data : Encodable, Data : Hashable`, a `Scene`; visionOS 1.0+, macOS 26.0+).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
nonisolated public struct ImmersiveSpace<Content, Data>: Scene
where Content: ImmersiveSpaceContent, Data: Decodable, Data: Encodable, Data: Hashable {
  package let id: String
  package let makeContent: (Data) -> Content

  /// https://developer.apple.com/documentation/swiftui/immersivespace/body-swift.property
  public var body: Never { fatalError("ImmersiveSpace is primitive") }

  /// Creates the immersive space associated with an identifier for a specified type of
  /// presented data.
  ///
  /// https://developer.apple.com/documentation/swiftui/immersivespace/init(id:for:content:)
  /// (`init<V>(id: String, for type: Data.Type,
  /// @ViewBuilder content: @escaping (Binding<Data?>) -> V)
  /// where Content == ImmersiveSpaceViewContent<V>, V : View`).
  public init<V>(
    id: String, for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> V
  ) where Content == ImmersiveSpaceViewContent<V>, V: View {
    self.id = id
    self.makeContent = { value in
      // Read on the main actor only, where the test that opens the space runs.
      nonisolated(unsafe) let shown = value
      return ImmersiveSpaceViewContent(content: content(Binding(get: { shown }, set: { _ in })))
    }
  }
}

/// A type that you can use as the content of an immersive space.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/immersivespacecontent
/// (`@MainActor @preconcurrency protocol ImmersiveSpaceContent`); its `body` requirement is not
/// declared: nothing here writes such content but through a view.
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
@MainActor @preconcurrency public protocol ImmersiveSpaceContent {}

/// Immersive space content that uses a SwiftUI view hierarchy as the content.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/immersivespaceviewcontent
/// (`struct ImmersiveSpaceViewContent<Content> where Content : View`).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
nonisolated public struct ImmersiveSpaceViewContent<Content>: ImmersiveSpaceContent
where Content: View {
  package let content: Content
}

/// An action that presents an immersive space.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/openimmersivespaceaction
/// (`@MainActor @preconcurrency struct OpenImmersiveSpaceAction`).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
@MainActor @preconcurrency public struct OpenImmersiveSpaceAction {
  package let open: @MainActor (String, AnyHashable) async -> Result
  package nonisolated init(open: @escaping @MainActor (String, AnyHashable) async -> Result) {
    self.open = open
  }

  /// The result of opening an immersive space.
  ///
  /// https://developer.apple.com/documentation/swiftui/openimmersivespaceaction/result
  /// (`enum Result`). Its other cases, `userCancelled` and `error`, are not declared: nothing
  /// here names them.
  public enum Result: Sendable {
    /// https://developer.apple.com/documentation/swiftui/openimmersivespaceaction/result/opened
    case opened
  }

  /// Presents the immersive space that's associated with the specified identifier and value.
  ///
  /// https://developer.apple.com/documentation/swiftui/openimmersivespaceaction/callasfunction(id:value:)
  /// (`@MainActor @preconcurrency func callAsFunction<D>(id: String, value: D) async
  /// -> OpenImmersiveSpaceAction.Result where D : Decodable, D : Encodable, D : Hashable`).
  @MainActor @preconcurrency public func callAsFunction<D>(
    id: String, value: D
  ) async
    -> OpenImmersiveSpaceAction.Result
  where D: Decodable, D: Encodable, D: Hashable {
    await open(id, AnyHashable(value))
  }
}

/// An action that dismisses an immersive space.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/dismissimmersivespaceaction
/// (`@MainActor @preconcurrency struct DismissImmersiveSpaceAction`).
@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
@MainActor @preconcurrency public struct DismissImmersiveSpaceAction {
  package let dismiss: @MainActor () async -> Void
  package nonisolated init(dismiss: @escaping @MainActor () async -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the currently presented immersive space.
  ///
  /// https://developer.apple.com/documentation/swiftui/dismissimmersivespaceaction/callasfunction()
  /// (`@MainActor @preconcurrency func callAsFunction() async`).
  @MainActor @preconcurrency public func callAsFunction() async { await dismiss() }
}

@available(visionOS 1.0, macOS 26.0, *)
@available(iOS, unavailable)
extension EnvironmentValues {
  /// An action that presents an immersive space.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openimmersivespace
  /// (`var openImmersiveSpace: OpenImmersiveSpaceAction { get }`). The stand-in's opens
  /// nothing.
  public var openImmersiveSpace: OpenImmersiveSpaceAction {
    OpenImmersiveSpaceAction(open: { _, _ in .opened })
  }

  /// An immersive space dismissal action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismissimmersivespace
  /// (`var dismissImmersiveSpace: DismissImmersiveSpaceAction { get }`). The stand-in's closes
  /// nothing.
  public var dismissImmersiveSpace: DismissImmersiveSpaceAction {
    DismissImmersiveSpaceAction(dismiss: {})
  }
}
