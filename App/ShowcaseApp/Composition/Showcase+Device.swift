import Foundation
public import Wayfinder

extension Showcase {
  /// Opens the showcase as an app on a device does: on the database in the app's support
  /// folder, its saved navigation restored before anything is drawn, for the platform that
  /// draws it. When that file cannot be opened, the app runs on a database in memory and says so
  /// in its launch notes.
  /// - Parameter platform: The platform that renders the navigation.
  /// - Returns: The showcase, restored and saving.
  public static func launchedOnDevice(platform: Platform) -> Showcase {
    let app: Showcase
    do {
      let folder = try FileManager.default.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      app = try Showcase(
        storeAt: folder.appendingPathComponent("showcase.sqlite"), platform: platform)
    } catch let fileError {
      do {
        app = try Showcase(storeAt: nil, platform: platform)
      } catch {
        // Only the app's own declarations can fail in memory, and ShowcaseAppTests builds
        // them on every run: a programming error, not a condition of the device.
        fatalError("the showcase's composition is invalid: \(error)")
      }
      app.launchNotes.append("the database file could not be opened; nothing is kept: \(fileError)")
    }
    _ = app.bus.restore()
    return app
  }
}
