// swift-tools-version: 6.2
// Wayfinder: navigation for modular Swift apps.
// Read top to bottom: Core, Macros, Features, App, Tools, Tests. Each target sits above its tests.

import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v15), .iOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    // For a test target: the navigation test store, the recording sink and the audits.
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    // An observer that logs navigation through swift-log.
    .library(name: "WayfinderLogging", targets: ["WayfinderLogging"]),
    // The view model drawn by SwiftUI: the root view, stacks, presentations, flows, scenes.
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    // The view model drawn by UIKit: tab bar, navigation and presentation controllers.
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
  ],
  dependencies: [
    // The standard library for compiler plugins. The range is every major version the macros are
    // built and tested against in CI (600, 602 and 603; see Docs/Compatibility.md), so that an app
    // whose other packages need an older swift-syntax can still add Wayfinder.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    // Expansion, diagnostic and fix-it snapshots for the macro tests.
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    // The logging API of Swift on Linux and servers, behind WayfinderLogging's observer; its
    // InMemoryLogging product lets the observer's tests read what was logged.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // SQLite for the app's database.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Benchmarks only: the trie router that deep-link resolution is measured against.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    // The showcase's command line: options, subcommands and usage errors.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation`: builds the DocC catalog of the core library.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Core

    .target(
      name: "Wayfinder",
      dependencies: ["WayfinderMacros"],
      path: "Modules/Wayfinder"
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: ["Wayfinder", "WayfinderTesting"],
      path: "Tests/WayfinderTests",
      // A snapshot as version 1 wrote it, read by the migration's test.
      exclude: ["State/Fixtures"]
    ),

    // MARK: - Libraries beside the core

    // What an app's tests need: the navigation test store, the recording sink for live handles,
    // the route checks and the guard-bypass audit. It imports Swift Testing, so it belongs in test
    // targets only.
    .target(
      name: "WayfinderTesting",
      dependencies: ["Wayfinder"],
      path: "Modules/WayfinderTesting"
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: ["WayfinderTesting", "Wayfinder", "WayfinderTestSupport"],
      path: "Tests/WayfinderTestingTests"
    ),
    // Logs what the bus did through swift-log, in a target of its own so that the core keeps to
    // Foundation and Observation.
    .target(
      name: "WayfinderLogging",
      dependencies: ["Wayfinder", .product(name: "Logging", package: "swift-log")],
      path: "Modules/WayfinderLogging"
    ),
    .testTarget(
      name: "WayfinderLoggingTests",
      dependencies: [
        "WayfinderLogging", "Wayfinder", "WayfinderTestSupport",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "InMemoryLogging", package: "swift-log"),
      ],
      path: "Tests/WayfinderLoggingTests"
    ),

    // MARK: - Adapters

    // The view model put on screen by Apple's UI frameworks: glue only, every decision is a
    // call into the core's view model. Each depends on the core alone, and no feature depends on
    // one. Their files are whole under `#if canImport(SwiftUI)` / `#if canImport(UIKit)`; on
    // Linux they compile against the stand-ins below ("Apple stand-ins").
    .target(
      name: "WayfinderSwiftUI",
      dependencies: ["Wayfinder"],
      path: "Adapters/WayfinderSwiftUI"
    ),
    .target(
      name: "WayfinderUIKit",
      dependencies: ["Wayfinder"],
      path: "Adapters/WayfinderUIKit"
    ),

    // MARK: - Macros

    .macro(
      name: "WayfinderMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Tools/WayfinderMacros"
    ),
    .testTarget(
      name: "WayfinderMacrosTests",
      dependencies: [
        "WayfinderMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ],
      path: "Tests/WayfinderMacrosTests"
    ),
    // The sample routes, flows and handle scripts that the generated and the hand-written code
    // are both checked against: fixtures of this project, not for users.
    .target(
      name: "WayfinderTestSupport",
      dependencies: ["Wayfinder", "WayfinderTesting"],
      path: "Tests/WayfinderTestSupport"
    ),
    .testTarget(
      name: "MacroRuntimeTests",
      dependencies: ["Wayfinder", "WayfinderTestSupport", "WayfinderTesting"],
      path: "Tests/MacroRuntimeTests"
    ),
    .testTarget(
      name: "HandWrittenRouteTests",
      dependencies: ["Wayfinder", "WayfinderTestSupport", "WayfinderTesting"],
      path: "Tests/HandWrittenRouteTests"
    ),

    // MARK: - Features

    .target(
      name: "Dashboard",
      dependencies: ["Wayfinder"],
      path: "Modules/Dashboard"
    ),
    .testTarget(
      name: "DashboardTests",
      dependencies: ["Dashboard", "Wayfinder", "WayfinderTesting"],
      path: "Tests/DashboardTests"
    ),
    .target(
      name: "Tasks",
      dependencies: ["Wayfinder"],
      path: "Modules/Tasks"
    ),
    .testTarget(
      name: "TasksTests",
      dependencies: [
        "Tasks", "Wayfinder", "WayfinderTesting",
      ],
      path: "Tests/TasksTests"
    ),
    .target(
      name: "Onboarding",
      dependencies: ["Wayfinder"],
      path: "Modules/Onboarding"
    ),
    .testTarget(
      name: "OnboardingTests",
      dependencies: ["Onboarding", "Wayfinder", "WayfinderTesting"],
      path: "Tests/OnboardingTests"
    ),
    .target(
      name: "Insights",
      dependencies: ["Wayfinder"],
      path: "Modules/Insights"
    ),
    .testTarget(
      name: "InsightsTests",
      dependencies: ["Insights", "Wayfinder", "WayfinderTesting"],
      path: "Tests/InsightsTests"
    ),
    .target(
      name: "Admin",
      dependencies: ["Wayfinder"],
      path: "Modules/Admin"
    ),
    .testTarget(
      name: "AdminTests",
      dependencies: ["Admin", "Wayfinder", "WayfinderTesting"],
      path: "Tests/AdminTests"
    ),
    .target(
      name: "Settings",
      dependencies: ["Wayfinder"],
      path: "Modules/Settings"
    ),
    .testTarget(
      name: "SettingsTests",
      dependencies: ["Settings", "Wayfinder", "WayfinderTesting"],
      path: "Tests/SettingsTests"
    ),
    .target(
      name: "Paywall",
      dependencies: ["Wayfinder"],
      path: "Modules/Paywall"
    ),
    .testTarget(
      name: "PaywallTests",
      dependencies: ["Paywall", "Wayfinder", "WayfinderTesting"],
      path: "Tests/PaywallTests"
    ),

    // MARK: - App

    .target(
      name: "ShowcaseApp",
      dependencies: [
        "Wayfinder", "Dashboard", "Tasks", "Onboarding", "Insights", "Admin", "Settings", "Paywall",
        "WayfinderLogging",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "App/ShowcaseApp"
    ),
    .testTarget(
      name: "ShowcaseAppTests",
      dependencies: [
        "WayfinderTesting", "ShowcaseApp", "Wayfinder", "Tasks",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Tests/ShowcaseAppTests"
    ),
    .executableTarget(
      name: "showcase",
      dependencies: [
        "ShowcaseApp",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "App/showcase"
    ),
    // The showcase as a SwiftUI app over the same composition as the text front: built on Apple
    // platforms, compiled against the SwiftUI stand-in on Linux.
    .executableTarget(
      name: "ArcheryShowcase",
      dependencies: ["ShowcaseApp", "Wayfinder", "WayfinderSwiftUI", "Tasks"],
      path: "Examples/ArcheryShowcase"
    ),
    // The showcase as a UIKit app, over the same composition: built on Apple platforms,
    // compiled against the UIKit stand-in on Linux.
    .executableTarget(
      name: "ArcheryShowcaseUIKit",
      dependencies: ["ShowcaseApp", "Wayfinder", "WayfinderUIKit"],
      path: "Examples/ArcheryShowcaseUIKit"
    ),
    // The complete navigation of a well-known open-source SwiftUI app (IceCubes, a Mastodon
    // client), declared with Wayfinder's macros over model types of its own: the proof that
    // routes carrying models and callbacks fit. Docs/PortedRouter.md reports what it needed.
    .target(
      name: "PortedRouter",
      dependencies: ["PortedRouterModels", "Wayfinder"],
      path: "Examples/PortedRouter"
    ),
    // The model types the port's routes carry, shared by both spellings of its routes.
    .target(
      name: "PortedRouterModels",
      path: "Examples/PortedRouterModels"
    ),
    // The same routes and handles with every macro written out as the code it expands to:
    // what a team that writes the conformances by hand maintains. Tools/BuildCost compares the
    // two builds; the tests check that both declare the same routes.
    .target(
      name: "PortedRouterByHand",
      dependencies: ["PortedRouterModels", "Wayfinder"],
      path: "Examples/PortedRouterByHand"
    ),
    .testTarget(
      name: "PortedRouterTests",
      dependencies: [
        "PortedRouter", "PortedRouterByHand", "PortedRouterModels", "Wayfinder", "WayfinderTesting",
      ],
      path: "Tests/PortedRouterTests"
    ),
    // Runs the built executable; reads its store through ShowcaseApp, as the next launch does.
    .testTarget(
      name: "ShowcaseEndToEndTests",
      // The fuzzers' plain builds (CommandFuzzer, LinkFuzzer), which a test runs on their seed
      // corpora, are built by `swift build --build-tests` and `swift test` with every target;
      // naming them here would build the whole graph a second time, for the host's tools.
      dependencies: ["showcase", "ShowcaseApp", "WayfinderTesting"],
      path: "Tests/ShowcaseEndToEndTests",
      exclude: ["Transcripts"]
    ),

    // MARK: - Tools

    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Wayfinder", "ShowcaseApp", "Tasks", "BenchmarkSupport",
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Tools/Benchmarks/Sources"
    ),
    .target(
      name: "BenchmarkSupport",
      path: "Tools/Benchmarks/Support"
    ),
    // The libFuzzer target for the showcase's command interpreter. Built by Tools/Fuzz/run.sh
    // with AddressSanitizer, coverage, libFuzzer and -DLIBFUZZER, it fuzzes; a plain build runs
    // the inputs it is given, to reproduce a crash.
    .executableTarget(
      name: "CommandFuzzer",
      dependencies: ["ShowcaseApp", "Wayfinder", "LibFuzzerDriver"],
      path: "Tools/Fuzz/CommandFuzzer"
    ),
    // The link fuzzer. Tools/Fuzz/run.sh builds it with swiftc from the core's sources, with
    // libFuzzer and -DLIBFUZZER; this plain build replays the inputs it is given.
    .executableTarget(
      name: "LinkFuzzer",
      dependencies: ["Wayfinder"],
      path: "Tools/Fuzz/LinkFuzzer"
    ),
    .target(
      name: "LibFuzzerDriver",
      path: "Tools/Fuzz/LibFuzzerDriver"
    ),

    // MARK: - Documentation

    // The code of the DocC articles, compiled and run; a test checks that every Swift listing in
    // the catalog is one of these samples, so an API change that breaks an article fails here.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "Wayfinder", "WayfinderTesting", "WayfinderLogging", "WayfinderSwiftUI",
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/DocumentationTests"
    ),

    // MARK: - Package shape

    .testTarget(
      name: "PackageShapeTests",
      path: "Tests/PackageShapeTests"
    ),
  ]
)

// MARK: - Apple stand-ins

// SwiftUI does not exist on Linux. There, a stand-in declares only the part of Apple's API that
// code here compiles against, each declaration transcribed from Apple's documentation, and
// DocumentationTests imports it as `SwiftUI`. Its module is named SwiftUIStandIn, and
// `-module-alias` maps the name: a module really named SwiftUI in the build folder would make
// `canImport(SwiftUI)` true for every package built after it (swift-custom-dump and
// swift-snapshot-testing then fail to compile). On Apple platforms the real SwiftUI is used, and
// the stand-in is not declared.
//
// The adapters, the SwiftUI example and the tests that drive the adapters' glue compile against
// them the same way (UIKit's stand-in is UIKitStandIn). The alias makes `canImport(SwiftUI)` true
// for those targets only. A consumer on an Apple platform never reads this part of the manifest.
#if os(Linux)
package.targets += [
  // What Apple's Foundation has and Foundation on Linux lacks; both stand-ins re-export it, so
  // a file that imports both sees one declaration. Not aliased: Foundation is Linux's own.
  .target(name: "FoundationStandIn", path: "Tools/AppleStandIns/Foundation"),
  // Its `@Entry` is expanded by the package's macro plugin (`EntryMacro`).
  .target(
    name: "SwiftUIStandIn", dependencies: ["FoundationStandIn", "WayfinderMacros"],
    path: "Tools/AppleStandIns/SwiftUI"
  ),
  .target(
    name: "UIKitStandIn", dependencies: ["FoundationStandIn"], path: "Tools/AppleStandIns/UIKit"),
  // What the stand-ins let run: the adapters' glue driven as SwiftUI and UIKit would drive it,
  // and the check that every stand-in declaration names the page it was transcribed from.
  .testTarget(
    name: "AdapterTests",
    dependencies: [
      "WayfinderSwiftUI", "WayfinderUIKit", "Wayfinder",
      "WayfinderTesting", "ShowcaseApp", "Tasks", "ArcheryShowcaseUIKit",
    ],
    path: "Tests/AdapterTests"
  ),
  // The platform personas: each declared platform's view of the adapters, the examples and the
  // documentation's tests (every `#if` resolved by SwiftIfConfig), compiled against the
  // stand-ins with that platform's availability (Docs/Compatibility.md). SwiftIfConfig is in
  // swift-syntax from 601 on; the pinned older builds of `.ci/run` keep the macros only.
  .executableTarget(
    name: "Personas",
    dependencies: [
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
      .product(name: "SwiftIfConfig", package: "swift-syntax"),
      .product(name: "SwiftParser", package: "swift-syntax"),
      .product(name: "SwiftSyntax", package: "swift-syntax"),
    ],
    path: "Tools/Personas"
  ),
  .testTarget(
    name: "PersonaTests",
    dependencies: [
      "Personas", "WayfinderTesting", "WayfinderLogging", "ShowcaseApp", "Tasks",
      .product(name: "Logging", package: "swift-log"),
      .product(name: "SwiftIfConfig", package: "swift-syntax"),
    ],
    path: "Tests/PersonaTests"
  ),
]
let standIns: [String: [String]] = [
  // SwiftUI declares what wraps a UIKit view controller where UIKit exists.
  "SwiftUIStandIn": ["UIKit"],
  "DocumentationTests": ["SwiftUI"],
  "WayfinderSwiftUI": ["SwiftUI", "UIKit"],
  "ArcheryShowcase": ["SwiftUI"],
  "WayfinderUIKit": ["UIKit"],
  "ArcheryShowcaseUIKit": ["UIKit"],
  "AdapterTests": ["SwiftUI", "UIKit"],
]
for target in package.targets {
  guard let frameworks = standIns[target.name] else { continue }
  for framework in frameworks {
    target.dependencies.append(
      .target(name: "\(framework)StandIn", condition: .when(platforms: [.linux])))
    target.swiftSettings =
      (target.swiftSettings ?? []) + [
        .unsafeFlags(
          ["-module-alias", "\(framework)=\(framework)StandIn"], .when(platforms: [.linux]))
      ]
  }
}
// On Linux the adapters are checked, not shipped: their products exist on Apple platforms only,
// so no package that depends on Wayfinder builds a target with the flags above.
package.products.removeAll { ["WayfinderSwiftUI", "WayfinderUIKit"].contains($0.name) }
// Swift Testing ships overlays for UIKit that are loaded when a file imports both; the
// stand-in has none to offer them.
for target in package.targets where target.name == "AdapterTests" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"], .when(platforms: [.linux]))
    ]
}
#endif

// Swift 6 language mode and the same upcoming features for every Swift target; the C allocation
// counter of the benchmarks and the declaration of libFuzzer's driver are the targets in another
// language. Warnings are errors in CI only (`.ci/run` passes `-warnings-as-errors`): a setting
// here would reach the builds of every package that depends on this one.
for target in package.targets where !["BenchmarkSupport", "LibFuzzerDriver"].contains(target.name) {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}

// MARK: - swift-syntax versions

// CI builds the macro plugin and runs its tests against each swift-syntax version of the range
// above (`.ci/run`, Docs/Compatibility.md). With `WAYFINDER_SWIFT_SYNTAX=600.0.1` in the
// environment the package pins that exact version and keeps only the plugin and its tests, so each
// extra version costs one swift-syntax build instead of a build of the whole package. Without the
// variable, nothing below applies.
if let pin = Context.environment["WAYFINDER_SWIFT_SYNTAX"] {
  guard let version = Version(pin) else {
    FileHandle.standardError.write(
      Data("error: WAYFINDER_SWIFT_SYNTAX must be a version such as 600.0.1, not '\(pin)'\n".utf8))
    exit(1)
  }
  let kept: Set<String> = ["WayfinderMacros", "WayfinderMacrosTests"]
  package.targets.removeAll { !kept.contains($0.name) }
  package.products = []
  package.dependencies = [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: version),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
  ]
}
