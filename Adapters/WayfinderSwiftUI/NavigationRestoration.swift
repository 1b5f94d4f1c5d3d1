#if canImport(SwiftUI)
import Foundation
public import Wayfinder

/// Where a ``NavigationRoot`` finds the navigation to restore before links open.
///
/// An app with its own persistence restores before it builds the root and passes ``none``.
/// With ``sceneStorage(_:)``, the root keeps the navigation in the scene's `SceneStorage`
/// (one state per main window) and, when it appears, sends what it kept through the bus as a
/// restore: the guards check it again, so a saved screen the user may no longer see is not
/// shown. Flows that do not persist are never kept.
public struct NavigationRestoration: Sendable {
  let codec: SnapshotCodec?

  /// The app restores on its own, before the root appears.
  public static let none = NavigationRestoration(codec: nil)

  /// The root keeps and restores the navigation in the scene's storage.
  /// - Parameter codec: Writes and reads the saved state, with its migrations.
  /// - Returns: The restoration.
  public static func sceneStorage(
    _ codec: SnapshotCodec = SnapshotCodec()
  )
    -> NavigationRestoration
  {
    NavigationRestoration(codec: codec)
  }

  /// Sends the kept navigation through the bus; a snapshot that cannot be read restores
  /// nothing (the app starts fresh), and its error is returned.
  /// - Parameters:
  ///   - saved: What the scene kept, if anything.
  ///   - bus: The bus.
  /// - Returns: The outcome of the restore, or why nothing was restored.
  @MainActor
  func restore(_ saved: Data?, through bus: NavigationBus) -> Result<IntentOutcome, SnapshotError>?
  {
    guard let codec, let saved else { return nil }
    do throws(SnapshotError) {
      let state = try codec.decode(saved)
      return .success(bus.send(.restore(state), source: .restore))
    } catch {
      return .failure(error)
    }
  }

  /// Whether the root keeps the navigation itself.
  var keepsState: Bool { codec != nil }

  /// What to keep of a state: everything but the flows that do not persist.
  /// - Parameter state: The state now.
  /// - Returns: The data to keep, or `nil` when this restoration keeps nothing.
  func kept(_ state: NavigationState) -> Data? {
    guard let codec else { return nil }
    return try? codec.encode(state.persistableState)
  }
}
#endif
