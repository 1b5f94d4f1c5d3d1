/// Makes a type the app's shell declaration: its static `shell`, a ``ShellConfiguration``,
/// lists its tabs, scenes and flows.
///
/// The type nests an `enum Tab` whose cases are the tabs in display order (each may carry
/// `@Requires(_:behavior:)`), scene types marked `@Window`, `@ImmersiveSpace` or `@Settings`,
/// and `@Flow` enums. Flows declared elsewhere are listed in `flows`.
///
/// The shell also names its tabs and scenes, so that the app never spells them as strings: a
/// ``TabID`` constant per tab case (`Shell.insights`) and a ``SceneID`` constant per scene type,
/// named after the type (`Shell.preferencesWindow`). Two that would share a name are an error.
///
/// ```swift
/// @AppShell(flows: [CheckoutFlow.self])
/// enum Shell {
///   enum Tab {
///     case dashboard
///     @Requires(.premium, behavior: .locked)
///     case insights
///   }
///
///   @Window(id: "preferences", title: "Preferences")
///   enum PreferencesWindow {}
///
///   @Flow(path: "onboarding", persists: true)
///   enum Onboarding { case welcome, complete }
/// }
/// ```
/// - Parameter flows: Flows declared outside the shell that it hosts.
@attached(extension, names: named(shell), arbitrary)
public macro AppShell(flows: [any NavigationFlow.Type] = []) =
  #externalMacro(module: "WayfinderMacros", type: "AppShellMacro")

/// Declares a window scene in an `@AppShell`.
/// - Parameters:
///   - id: The window's id, as `/scene/window/{id}` spells it.
///   - title: The window's title.
@attached(peer)
public macro Window(id: String, title: String? = nil) =
  #externalMacro(module: "WayfinderMacros", type: "WindowMacro")

/// Declares an immersive space scene (visionOS) in an `@AppShell`.
/// - Parameters:
///   - id: The space's id, as `/scene/immersive/{id}` spells it.
///   - style: How much the space replaces the user's surroundings.
@attached(peer)
public macro ImmersiveSpace(id: String, style: PresentationStyle.Immersion = .mixed) =
  #externalMacro(module: "WayfinderMacros", type: "ImmersiveSpaceMacro")

/// Declares the app's settings pane scene (macOS) in an `@AppShell`.
@attached(peer)
public macro Settings() =
  #externalMacro(module: "WayfinderMacros", type: "SettingsMacro")
