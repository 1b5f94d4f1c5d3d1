#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// One layer of a tab or scene: a `NavigationStack` over its entries, and the presentation
/// modifiers that show the layer above it, which is again a layer view. A sheet over a sheet is
/// a level more of the same view; the platform's limits are the projection's business.
struct NavigationLayerView: View {
  let context: NavigationContext
  let location: StackLocation

  var body: some View {
    let binding = context.binding
    let layer = binding.layer(at: location)
    NavigationStack(path: binding.path(of: layer)) {
      root(of: layer)
        .navigationDestination(for: NavigationProjection.Entry.self) { entry in
          context.view(for: entry)
        }
    }
    .sheet(item: binding.presentation(over: layer, in: .sheet)) { presented in
      presentedLayer(presented)
    }
    #if !os(macOS)
    .fullScreenCover(item: binding.presentation(over: layer, in: .fullScreenCover)) {
      presented in
      presentedLayer(presented)
    }
    #endif
  }

  /// The root entry's view; a stack with no root (a scene opened without a route) says so.
  private func root(of layer: ObservedLayer) -> AnyView {
    guard let root = layer.entries.first else {
      return AnyView(Text("Nothing is shown here yet."))
    }
    return context.view(for: root)
  }

  /// A presented layer: its own stack, its detents, and no swipe-down when the chain would
  /// refuse the dismissal. Once it appeared, the binding lets it present the next level
  /// (``NavigationBinding/stagesPresentations``).
  private func presentedLayer(_ presented: PresentedLayer) -> some View {
    let binding = context.binding
    let style = binding.projection.layer(presented.id)?.shownStyle
    return NavigationLayerView(context: context, location: presented.location)
      .presentationDetents(style?.presentationDetents ?? [.large])
      .interactiveDismissDisabled(binding.refusesInteractiveDismissal(of: presented.id))
      .onAppear { binding.layerAppeared(presented.id) }
  }
}
#endif
