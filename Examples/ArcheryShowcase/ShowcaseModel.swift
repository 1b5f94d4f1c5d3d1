#if canImport(SwiftUI)
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

  /// Opens the showcase as an app on a device does (``Showcase/launchedOnDevice(platform:)``).
  static func open() -> ShowcaseModel {
    let app = Showcase.launchedOnDevice(platform: .current)
    return ShowcaseModel(app: app, views: views(of: app))
  }

  private static func views(of app: Showcase) -> RouteViews {
    let screens = app.screens
    var views = RouteViews { route, bus in screens.screen(for: route, in: bus) }
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
