extension View {
  /// Inserts an inspector at the applied position in the view hierarchy (iOS 17, macOS 14;
  /// not on visionOS).
  ///
  /// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)
  /// (`nonisolated func inspector<V>(isPresented: Binding<Bool>,
  /// @ViewBuilder content: () -> V) -> some View where V : View`). The page lists iOS, iPadOS,
  /// Mac Catalyst and macOS, and Apple confirms that visionOS has no inspector. The stand-in
  /// keeps the binding and the content it made.
  @available(iOS 17.0, macOS 14.0, *)
  @available(visionOS, unavailable)
  nonisolated public func inspector<V>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    ModifiedView(
      content: self,
      modifier: BooleanPresentation(kind: "inspector", isPresented: isPresented, content: content())
    )
  }
}
