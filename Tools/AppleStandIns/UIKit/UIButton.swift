public import Foundation

/// A control that executes your custom code in response to user interactions.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uibutton
/// (`@MainActor class UIButton`). The stand-in subclasses `UIView` directly (UIKit's has
/// `UIControl` between them) and keeps its primary action, which a test performs as a tap
/// would.
@MainActor open class UIButton: UIView {
  /// The action the button performs when tapped; its title is the button's title.
  package private(set) var primaryAction: UIAction?

  /// Creates a new button with the specified type, registers the primary action event, and
  /// sets the title and image to the action's title and image.
  ///
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
  /// (`convenience init(type buttonType: UIButton.ButtonType = .system,
  /// primaryAction: UIAction?)`).
  /// - Parameters:
  ///   - buttonType: The type of button.
  ///   - primaryAction: The action to perform when the button is selected.
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init()
    self.primaryAction = primaryAction
  }

  /// Specifies the style of a button; only the system style is declared.
  ///
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  /// (`enum ButtonType`), with UIKit's raw value.
  public enum ButtonType: Int, Sendable {
    /// A system style button, such as those shown in navigation bars and toolbars.
    ///
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
    /// (`case system`).
    case system = 1
  }
}

/// A menu element that performs its action in a closure.
///
/// Transcribed from https://developer.apple.com/documentation/uikit/uiaction
/// (`@MainActor class UIAction`). The stand-in subclasses `NSObject` directly (UIKit's has
/// `UIMenuElement` between them).
@MainActor open class UIAction: NSObject {
  /// The title to display for the action.
  package let title: String
  private let handler: (UIAction) -> Void

  /// Creates an action with the specified title and handler; the other parameters of UIKit's
  /// initializer, all with defaults, are not declared.
  ///
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (`convenience init(title: String = "", image: UIImage? = nil, identifier:
  /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
  /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
  /// handler: @escaping UIActionHandler)`, where `UIActionHandler` is `(UIAction) -> Void`).
  /// The stand-in writes the closure type out rather than declare an alias nothing else names.
  /// - Parameters:
  ///   - title: The title to display for the action.
  ///   - handler: What to do when the user selects the action.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
    super.init()
  }

  /// Runs the handler, as a tap on the button that holds the action would.
  package func perform() { handler(self) }
}
