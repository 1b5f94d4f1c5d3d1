// What the stand-in keeps of a UIKit view controller wrapped for SwiftUI, for the tests that
// drive the adapters' glue as SwiftUI would: not Apple's API (package access).
#if canImport(UIKit)
package import UIKit

@available(macOS, unavailable)
extension UIViewControllerRepresentable {
  /// Makes the controller as SwiftUI does when it first draws the view.
  package func makeController() -> UIViewController {
    makeUIViewController(context: Context())
  }
}
#endif
