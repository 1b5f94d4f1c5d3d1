import SwiftIfConfig

/// A platform the package declares (`platforms:` in Package.swift), as its build sees the code:
/// which operating system it is, which Apple frameworks it has, and the version the package
/// deploys to, below which nothing newer may be used unguarded.
enum Platform: String, CaseIterable, Sendable {
  case iOS
  case macOS
  case visionOS

  /// The version Package.swift declares for the platform.
  var deploymentTarget: VersionTuple {
    switch self {
    case .iOS: VersionTuple(18, 0)
    case .macOS: VersionTuple(15, 0)
    case .visionOS: VersionTuple(2, 0)
    }
  }

  /// Apple's frameworks that code here asks about with `canImport`, each present or not on the
  /// platform; the stand-ins build the UI frameworks here.
  var frameworks: [String: Bool] {
    [
      "SwiftUI": true,
      "UIKit": self != .macOS,
      "AppKit": self == .macOS,
      "Foundation": true,
      "Observation": true,
      "Combine": true,
      // The stand-ins exist on Linux only: on Apple platforms the real frameworks take their place.
      "SwiftUIStandIn": false,
      "UIKitStandIn": false,
      "FoundationStandIn": false,
    ]
  }

  /// Every name `os(...)` accepts, so that a misspelt one is reported instead of read as false.
  static let operatingSystems: Set<String> = [
    "macOS", "iOS", "visionOS", "tvOS", "watchOS", "Linux", "Windows", "Android", "FreeBSD",
    "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4", "none",
  ]

  /// The platform named `name` (`iOS`, `macOS`, `visionOS`), or nil.
  init?(named name: String) {
    guard let platform = Self.allCases.first(where: { $0.rawValue == name }) else { return nil }
    self = platform
  }
}
