#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// A flow's step with the flow's own controls: its progress, Back while there is a step to go
/// back to, Next, and Cancel, and the reason of a refused move. The step's view reads the same
/// flow from the environment (``FlowContext``) and may move it itself, for example with the
/// values it collected.
struct FlowContainer<Content: View>: View {
  let flow: FlowContext
  let content: Content

  init(flow: FlowContext, @ViewBuilder content: () -> Content) {
    self.flow = flow
    self.content = content()
  }

  var body: some View {
    VStack {
      if let progress = flow.progress {
        Text("Step \(progress.position) of \(progress.count)")
      }
      content
      if let failure = flow.failure { Text(failure) }
    }
    .toolbar {
      if flow.progress?.canGoBack == true {
        Button("Back") { flow.back() }
      }
      Button("Next") { flow.advance() }
      Button("Cancel") { flow.cancel() }
    }
    .environment(\.flowContext, flow)
  }
}
#endif
