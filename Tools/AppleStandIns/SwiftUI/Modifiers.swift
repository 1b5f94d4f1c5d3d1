public import Foundation
public import FoundationStandIn

/// A view with a modifier applied: what every modifier of the stand-in returns in place of
/// Apple's opaque result, keeping what it was given so that a test can find it (a binding
/// handed to a presentation, an action to run).
nonisolated package struct ModifiedView<Content: View, Modifier>: View {
  package let content: Content
  package let modifier: Modifier
  nonisolated package init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  package var body: Never { fatalError("a modified view is primitive in the stand-in") }
}

/// What a presentation modifier was given.
package struct Presentation<Item, Presented> {
  package let kind: String
  package let item: Binding<Item?>
  package let content: (Item) -> Presented
}

/// What a presentation modifier driven by a Boolean was given: the binding, and the content it
/// made.
package struct BooleanPresentation<Presented> {
  package let kind: String
  package let isPresented: Binding<Bool>
  package let content: Presented
}

/// What a modifier that runs an action was given.
package struct Action<Argument> {
  package let kind: String
  package let perform: (Argument) -> Void
}

/// What a modifier that runs an asynchronous action was given.
package struct AsyncAction {
  package let kind: String
  package let perform: @isolated(any) () async -> Void
}

/// A value set on the view.
package struct Setting<Value> {
  package let kind: String
  package let value: Value
}

extension View {
  nonisolated private func modified<Modifier>(_ modifier: Modifier) -> ModifiedView<Self, Modifier>
  {
    ModifiedView(content: self, modifier: modifier)
  }

  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  /// (`nonisolated func navigationDestination<D, C>(for data: D.Type,
  /// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable,
  /// C : View`).
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    modified(Action<D>(kind: "navigationDestination", perform: { _ = destination($0) }))
  }

  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  /// (`nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`).
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    modified(Setting(kind: "navigationTitle", value: String(title)))
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  /// (`nonisolated func sheet<Item, Content>(item: Binding<Item?>,
  /// onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content)
  /// -> some View where Item : Identifiable, Content : View`).
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modified(Presentation(kind: "sheet", item: item, content: content))
  }

  /// Presents a modal view that covers as much of the screen as possible using the binding you
  /// provide as a data source for the sheet's content (not on macOS).
  ///
  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  /// (`nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>,
  /// onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content)
  /// -> some View where Item : Identifiable, Content : View`).
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    modified(Presentation(kind: "fullScreenCover", item: item, content: content))
  }

  /// Sets the available detents for the enclosing sheet.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  /// (`nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`).
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modified(Setting(kind: "presentationDetents", value: detents))
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  /// (`nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`).
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modified(Setting(kind: "interactiveDismissDisabled", value: isDisabled))
  }

  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
  /// (`nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  /// where Content : View`).
  nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View {
    modified(Setting(kind: "toolbar", value: content()))
  }

  /// Sets the environment value of the specified key path to the given value.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  /// (`nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
  /// _ value: V) -> some View`).
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modified(Setting(kind: "environment", value: value))
  }

  /// Registers a handler to invoke in response to a URL that your app receives.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  /// (`nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`).
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modified(Action(kind: "onOpenURL", perform: action))
  }

  /// Registers a handler to invoke in response to a user activity that your app receives.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  /// (`nonisolated func onContinueUserActivity(_ activityType: String,
  /// perform action: @escaping (NSUserActivity) -> ()) -> some View`).
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modified(Action(kind: "onContinueUserActivity \(activityType)", perform: action))
  }

  /// Advertises a user activity type.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
  /// (`nonisolated func userActivity(_ activityType: String, isActive: Bool = true,
  /// _ update: @escaping (NSUserActivity) -> ()) -> some View`).
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modified(
      Action(
        kind: "userActivity \(activityType)" + (isActive ? "" : " (inactive)"), perform: update))
  }

  /// Layers the views that you specify behind this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  /// (`nonisolated func background<V>(alignment: Alignment = .center,
  /// @ViewBuilder content: () -> V) -> some View where V : View`).
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    modified(Setting(kind: "background", value: content()))
  }

  /// Adds an asynchronous task to perform before this view appears; SwiftUI cancels it when the
  /// view disappears. The stand-in keeps the action for whoever drives it to run.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  /// (`nonisolated func task(priority: TaskPriority = .userInitiated,
  /// _ action: sending @escaping @isolated(any) () async -> Void) -> some View`).
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modified(AsyncAction(kind: "task", perform: action))
  }

  /// Adds an action to perform before this view appears.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  /// (`nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`).
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modified(Action<Void>(kind: "onAppear", perform: { action?() }))
  }

  /// Adds an action to perform after this view disappears.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  /// (`nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`).
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modified(Action<Void>(kind: "onDisappear", perform: { action?() }))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  /// (`nonisolated func onChange<V>(of value: V, initial: Bool = false,
  /// _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`).
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    modified(Action<(V, V)>(kind: "onChange", perform: { action($0.0, $0.1) }))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
  /// (`nonisolated func onChange<V>(of value: V, initial: Bool = false,
  /// _ action: @escaping () -> Void) -> some View where V : Equatable`).
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    modified(Action<Void>(kind: "onChange", perform: { action() }))
  }
}
