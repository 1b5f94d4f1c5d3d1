#if canImport(SwiftUI)
public import SwiftUI
public import Wayfinder

extension View {
  /// Marks this view as the one a route's screen grows out of when it moves in with a zoom
  /// (``ScreenTransition/zoom``), and shrinks back into when it goes: a thumbnail, a cell.
  /// Under a ``NavigationRoot``; elsewhere, and where the platform plays no zoom, it changes
  /// nothing.
  ///
  /// ```swift
  /// PhotoThumbnail(photo)
  ///   .transitionSource(for: PhotosRoute.photo(id: photo.id))
  /// ```
  /// - Parameter route: The route whose screen grows out of this view.
  /// - Returns: The view, marked.
  public func transitionSource(for route: some NavigationRoute) -> some View {
    TransitionSourceView(content: self, route: AnyRoute(route))
  }

  /// This view as the source of `route`'s zoom in the root's namespace, if there is one.
  @ViewBuilder
  func transitionSource(for route: AnyRoute, in namespace: Namespace.ID?) -> some View {
    if let namespace {
      matchedTransitionSource(id: route, in: namespace)
    } else {
      self
    }
  }

  /// The view of an entry (a pushed screen, or a presented layer) moving in and out as the
  /// projection says (``NavigationProjection/Entry/transition``): a zoom grows out of the view
  /// marked with `transitionSource(for:)` for the same route.
  @ViewBuilder
  func moving(as entry: NavigationProjection.Entry?, in namespace: Namespace.ID) -> some View {
    #if os(iOS) || canImport(SwiftUIStandIn)
    if let entry, entry.transition == .zoom {
      // SwiftUI's zoom, a `NavigationTransition` matched with the source by the route.
      let zoom: ZoomNavigationTransition = .zoom(sourceID: entry.route, in: namespace)
      navigationTransition(zoom)
    } else {
      self
    }
    #else
    // macOS has no zoom; the capability table never asks for it there.
    self
    #endif
  }
}

/// A view marked as a route's transition source, reading the root's namespace.
struct TransitionSourceView<Content: View>: View {
  @Environment(\.transitionNamespace) private var namespace
  let content: Content
  let route: AnyRoute

  var body: some View { content.transitionSource(for: route, in: namespace) }
}

extension EnvironmentValues {
  /// The namespace in which a ``NavigationRoot`` matches zoom transitions with their sources.
  @Entry var transitionNamespace: Namespace.ID? = nil
}
#endif
