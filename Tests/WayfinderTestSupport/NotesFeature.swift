public import Wayfinder

// A small notes feature for the tests of the libraries beside the core: a list, a note, and an
// export that needs premium.

/// The routes of the notes feature.
@Route(path: "notes")
public enum NotesRoute {
  case list
  case note(id: Int)
  @Requires(.premium)
  @Presents(.sheet)
  case export
}

/// What the user does in the notes feature.
public enum NotesInteraction: ModuleInteraction {
  case noteTapped(Int)
  public static let moduleKey = NotesRoute.moduleKey
}

/// The notes feature's entry point: a tapped note is shown.
public struct NotesModule: FeatureRouter {
  public init() {}

  public func respond(
    to interaction: NotesInteraction, in state: NavigationState
  )
    -> ModuleResponse<NotesRoute>
  {
    switch interaction {
    case .noteTapped(let id): return .show(.note(id: id))
    }
  }
}
