/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`, with `associatedtype Body : View` and
/// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`).
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body of this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// The content and behavior of the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body of the primitive views.
///
/// https://developer.apple.com/documentation/swiftui/never (`extension Never : View`). The
/// stand-in's primitive views keep what they were given instead of a body.
extension Never: View {
  /// https://developer.apple.com/documentation/swiftui/never/body-swift.property
  public var body: Never { fatalError("a primitive view of the stand-in has no body") }
}

/// A custom parameter attribute that constructs views from closures.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/viewbuilder
/// (`@resultBuilder struct ViewBuilder`); the block builders used here are declared.
@resultBuilder public struct ViewBuilder {
  /// Builds an empty view from a block containing no statements.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  /// (`static func buildBlock() -> EmptyView`).
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Passes a single view written as a child view through unmodified.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  /// (`static func buildBlock<Content>(_ content: Content) -> Content where Content : View`).
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// Builds a view from several child views.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-96wkt
  /// (`static func buildBlock<each Content>(_ content: repeat each Content)
  /// -> TupleView<(repeat each Content)> where repeat each Content : View`).
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// Produces an optional view for conditional statements in multi-statement closures that's
  /// only visible when the condition evaluates to true.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  /// (`static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`).
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
}

extension ViewBuilder {
  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  /// (`static func buildEither<TrueContent, FalseContent>(first: TrueContent)
  /// -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View,
  /// FalseContent : View`).
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  /// (`static func buildEither<TrueContent, FalseContent>(second: FalseContent)
  /// -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View,
  /// FalseContent : View`).
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// View content that shows one of two possible children.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/_conditionalcontent
/// (`@frozen struct _ConditionalContent<TrueContent, FalseContent>`, a `View` when both are).
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  /// The child shown.
  ///
  /// https://developer.apple.com/documentation/swiftui/_conditionalcontent (stored, not
  /// documented: Apple's type keeps one of its two children).
  public enum Storage {
    /// https://developer.apple.com/documentation/swiftui/_conditionalcontent
    case trueContent(TrueContent)
    /// https://developer.apple.com/documentation/swiftui/_conditionalcontent
    case falseContent(FalseContent)
  }
  package let storage: Storage
  /// https://developer.apple.com/documentation/swiftui/_conditionalcontent/body-swift.property
  public var body: Never { fatalError("_ConditionalContent is primitive") }
}

/// A View created from a swift tuple of View values.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/tupleview
/// (`@frozen struct TupleView<T>`, a `View`); its initializer is not used here.
@frozen nonisolated public struct TupleView<T>: View {
  package let value: T
  package init(_ value: T) { self.value = value }
  /// https://developer.apple.com/documentation/swiftui/tupleview/body-swift.property
  public var body: Never { fatalError("TupleView is primitive") }
}

/// A view that doesn't contain any content.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/emptyview
/// (`@frozen struct EmptyView`); its initializer is not used here.
@frozen nonisolated public struct EmptyView: View {
  package init() {}
  /// https://developer.apple.com/documentation/swiftui/emptyview/body-swift.property
  public var body: Never { fatalError("EmptyView is primitive") }
}

/// An optional view is a view: nothing when `nil`.
///
/// https://developer.apple.com/documentation/swiftui/view#conforming-types
/// (`extension Optional : View where Wrapped : View`).
extension Optional: View where Wrapped: View {
  /// https://developer.apple.com/documentation/swiftui/optional/body-swift.property
  public var body: Never { fatalError("Optional is primitive") }
}

/// A type-erased view.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/anyview
/// (`@frozen struct AnyView`).
@frozen nonisolated public struct AnyView: View {
  package let view: any View

  /// Create an instance that type-erases `view`.
  ///
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  /// (`init<V>(_ view: V) where V : View`).
  public init<V>(_ view: V) where V: View { self.view = view }

  /// https://developer.apple.com/documentation/swiftui/anyview/body-swift.property
  public var body: Never { fatalError("AnyView is primitive") }
}
