#if canImport(SwiftUI)
import Foundation
import ShowcaseApp
import SwiftUI
import Tasks
import Wayfinder
import WayfinderSwiftUI

/// The showcase composed for SwiftUI: the text front's composition on the platform the app
/// runs on, its saved navigation restored before the root appears, and the views of its
/// routes (the Tasks feature's detail is a SwiftUI view of the app's; every other route is
/// its feature's screen model, drawn by the adapter).
@MainActor
struct ShowcaseModel {
  let app: Showcase
  let views: RouteViews

  /// Opens the showcase on the database in the app's support folder. When that file cannot
  /// be opened, the app runs on a database in memory and says so in its launch notes.
  static func open() -> ShowcaseModel {
    let app: Showcase
    do {
      app = try Showcase(storeAt: databaseFile(), platform: .current)
    } catch {
      do {
        app = try Showcase(storeAt: nil, platform: .current)
      } catch {
        // Only the app's own declarations can fail in memory, and ShowcaseAppTests builds
        // them on every run: a programming error, not a condition of the device.
        fatalError("the showcase's composition is invalid: \(error)")
      }
    }
    _ = app.restoreAndStartSaving()
    return ShowcaseModel(app: app, views: views(of: app))
  }

  private static func databaseFile() throws -> URL {
    let folder = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    return folder.appendingPathComponent("showcase.sqlite")
  }

  private static func views(of app: Showcase) -> RouteViews {
    let screens = app.screens
    var views = RouteViews { route in screens.screen(for: route) }
    views.register(TasksRoute.self) { route in
      switch route {
      case .detail(let id): TaskDetailView(id: id, tasks: app.tasks)
      default: ScreenView(screens.screen(for: AnyRoute(route)) ?? Screen(title: "\(route)"))
      }
    }
    return views
  }
}

extension Platform {
  /// The platform this app runs on. An iPad reports iOS here: an app that lays out for the
  /// iPad passes `.iPadOS` when its idiom says so.
  static var current: Platform {
    #if os(macOS)
    return .macOS
    #elseif os(visionOS)
    return .visionOS
    #elseif os(iOS)
    return .iOS
    #else
    return .headless
    #endif
  }
}
#endif
