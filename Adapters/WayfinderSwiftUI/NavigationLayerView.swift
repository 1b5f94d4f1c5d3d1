#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// One layer of a tab or scene: a `NavigationStack` over its entries, and the presentation
/// modifiers that show the layer above it, which is again a layer view: a sheet, a full-screen
/// cover, a popover, an inspector or an ornament, one modifier each (``PresentationSlot``). A
/// sheet over a sheet is a level more of the same view; the platform's limits are the
/// projection's business.
struct NavigationLayerView: View {
  let context: NavigationContext
  let location: StackLocation
  /// Where zoom transitions find their sources: the root's.
  let namespace: Namespace.ID

  var body: some View {
    let viewModel = context.viewModel
    let layer = viewModel.layer(at: location)
    NavigationStack(path: viewModel.path(of: layer)) {
      root(of: layer)
        .navigationDestination(for: NavigationProjection.Entry.self) { entry in
          context.view(for: entry).moving(as: entry, in: namespace)
        }
    }
    .sheet(item: viewModel.presentation(over: layer, in: .sheet)) { presented in
      presentedLayer(presented)
    }
    #if !os(macOS)
    .fullScreenCover(item: viewModel.presentation(over: layer, in: .fullScreenCover)) {
      presented in
      presentedLayer(presented)
    }
    #endif
    .popover(
      item: viewModel.presentation(over: layer, in: .popover),
      attachmentAnchor: layer.presentedStyle?.popoverAttachmentAnchor ?? .rect(.bounds),
      arrowEdge: layer.presentedStyle?.popoverArrowEdge
    ) { presented in
      presentedLayer(presented)
    }
    #if !os(visionOS)
    .inspector(isPresented: viewModel.presentation(over: layer, in: .inspector).isPresented) {
      presentedLayer(over: layer, in: .inspector)
    }
    #endif
    // Ornaments exist on visionOS only; on Linux the stand-in compiles them so that the tests
    // can drive them.
    #if os(visionOS) || canImport(SwiftUIStandIn)
    .ornament(
      visibility: viewModel.presentation(over: layer, in: .ornament).wrappedValue == nil
        ? .hidden : .visible,
      attachmentAnchor: .scene((layer.presentedStyle?.ornamentEdge ?? .bottom).unitPoint)
    ) {
      presentedLayer(over: layer, in: .ornament)
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

  /// The layer presented over `layer` in `slot`, for a modifier that takes its content
  /// whether or not anything is presented; nothing when nothing is.
  @ViewBuilder
  private func presentedLayer(over layer: ObservedLayer, in slot: PresentationSlot) -> some View {
    if let presented = context.viewModel.presentation(over: layer, in: slot).wrappedValue {
      presentedLayer(presented)
    }
  }

  /// A presented layer: its own stack, its detents, its root's transition, and no swipe-down
  /// when the chain would refuse the dismissal. Once its presentation finished, the view model
  /// lets it present the next level; once it is gone, what presented it may present another in
  /// its place (``NavigationViewModel/stagesPresentations``).
  private func presentedLayer(_ presented: PresentedLayer) -> some View {
    let viewModel = context.viewModel
    let shown = viewModel.projection.layer(presented.id)
    // A modal scene's base layer has no style of its own: the scene's is the presenter's.
    let style = viewModel.layer(at: location).presentedStyle
    return NavigationLayerView(context: context, location: presented.location, namespace: namespace)
      .moving(as: shown?.entries.first, in: namespace)
      .presentationDetents(style?.presentationDetents ?? [.large])
      .interactiveDismissDisabled(viewModel.layer(at: presented.location).refusesDismissal)
      .reportingPresentation(of: presented.id, to: viewModel)
  }
}
#endif
