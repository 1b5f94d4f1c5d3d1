/// How a screen moves in when it is pushed or presented, and out when it goes.
///
/// A route case declares one with `@Presents(transition:)`; a single request may ask for
/// another (``NavigationIntent/show(_:style:transition:)``). The view model's projection gives
/// each entry the transition it was shown with, after the platform's rule
/// (``PresentationStyle/shownTransition(_:as:on:)``), and keeps it while the entry stands, so
/// that going back plays the same movement in reverse.
///
/// A transition is how one movement looks, not where the user is: the state, its links and its
/// snapshots never hold it, and a screen that a link, a restore or a flow shows moves in the
/// platform's own way.
///
/// ```swift
/// @Route(path: "photos")
/// enum PhotosRoute {
///   case grid
///   @Presents(.fullScreen, transition: .zoom)
///   case photo(id: String)
/// }
/// ```
///
/// Named `ScreenTransition` rather than `NavigationTransition`, which SwiftUI declares: a file
/// that imports both frameworks uses both unqualified.
public enum ScreenTransition: String, Hashable, Codable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The platform's own movement for the style: a push slides, a sheet rises.
  case automatic
  /// The screen grows out of the view that the screen below marked as the route's source (a
  /// thumbnail, a cell) and shrinks back into it when it goes.
  case zoom

  public var description: String { rawValue }
}

/// The transition that one change shows a route with, handed from the bus to the view models
/// with the change itself: the entries of that route that the change adds move in with it.
package struct ShownTransition: Hashable, Sendable {
  /// The route that the request showed.
  package var route: AnyRoute
  /// How it moves in, before the platform's rule.
  package var transition: ScreenTransition
}
