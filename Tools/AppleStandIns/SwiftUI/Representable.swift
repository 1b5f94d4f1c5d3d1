#if canImport(UIKit)
public import UIKit

/// A wrapper for a UIKit view controller that you use to integrate that view controller into
/// your SwiftUI interface.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
/// (`@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Self.Body == Never`; iOS 13.0+, visionOS 1.0+, not on macOS). The stand-in makes no
/// controller by itself: whoever drives it makes one as SwiftUI does when the view is first
/// drawn, and tells it what UIKit would.
@available(macOS, unavailable)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Body == Never {
  /// The type of view controller to present.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  /// (`associatedtype UIViewControllerType : UIViewController`).
  associatedtype UIViewControllerType: UIViewController

  /// Creates the view controller object and configures its initial state.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  /// (`@MainActor @preconcurrency func makeUIViewController(context: Self.Context)
  /// -> Self.UIViewControllerType`).
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  /// Updates the state of the specified view controller with new information from SwiftUI.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  /// (`@MainActor @preconcurrency func updateUIViewController(_ uiViewController:
  /// Self.UIViewControllerType, context: Self.Context)`).
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

  /// The context of the representable's methods.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  /// (`typealias Context = UIViewControllerRepresentableContext<Self>`).
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(macOS, unavailable)
extension UIViewControllerRepresentable {
  /// A representable draws its controller's view and has no body.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  /// (`where Self.Body == Never`).
  public var body: Never { fatalError("a representable has no body") }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller.
///
/// Transcribed from https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
/// (`@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable : UIViewControllerRepresentable`). The stand-in's carries nothing.
@available(macOS, unavailable)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  package init() {}
}
#endif
