#if canImport(UIKit)
public import Foundation
public import UIKit
public import Wayfinder

/// A view controller that draws a ``Screen``: its title, a label for each line of content
/// and a button for each action, in a vertical stack. An action runs in a task; one that
/// refuses (``ScreenActionError``) or fails shows its message under the buttons. Actions run
/// without input values: an app whose screens collect values registers its own controllers.
public final class ScreenViewController: UIViewController {
  /// The screen drawn.
  public let screen: Screen
  /// The action started last, while it runs.
  package private(set) var runningAction: Task<Void, Never>?
  /// Where the message of a refused or failed action appears.
  package let failureLabel = UILabel()

  /// Creates a view controller that draws a screen.
  /// - Parameter screen: The screen model.
  public init(_ screen: Screen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.title
  }

  /// Not supported: a screen is not archived.
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) { nil }

  /// Makes the view: the lines of content, then the actions' buttons, then the failure
  /// message.
  public override func loadView() {
    let lines = screen.content.map { line in
      let label = UILabel()
      label.text = line
      return label
    }
    let buttons = screen.actions.map { action in
      UIButton(
        type: UIButton.ButtonType.system,
        primaryAction: UIAction(title: action.label) { [weak self] _ in self?.perform(action) })
    }
    let arranged: [UIView] = lines + buttons + [failureLabel]
    let stack = UIStackView(arrangedSubviews: arranged)
    stack.axis = NSLayoutConstraint.Axis.vertical
    stack.isLayoutMarginsRelativeArrangement = true
    view = stack
  }

  private func perform(_ action: ScreenAction) {
    failureLabel.text = nil
    runningAction = Task { [weak self] in
      do {
        try await action.perform([:])
      } catch {
        self?.failureLabel.text = String(describing: error)
      }
    }
  }
}
#endif
