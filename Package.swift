// swift-tools-version: 6.2
// Wayfinder: navigation for modular Swift apps.
// Read top to bottom: Core, Features, App, Tools, Tests. Each target sits above its tests.

import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v15), .iOS(.v18), .visionOS(.v2)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"])
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Benchmarks only: the trie router that deep-link resolution is measured against.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
  ],
  targets: [
    // MARK: - Core

    .target(
      name: "Wayfinder",
      path: "Modules/Wayfinder"
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: ["Wayfinder"],
      path: "Tests/WayfinderTests"
    ),

    // MARK: - App

    .target(
      name: "ShowcaseApp",
      dependencies: ["Wayfinder", .product(name: "GRDB", package: "GRDB.swift")],
      path: "App/ShowcaseApp"
    ),
    .testTarget(
      name: "ShowcaseAppTests",
      dependencies: ["ShowcaseApp", "Wayfinder", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Tests/ShowcaseAppTests"
    ),

    // MARK: - Tools

    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Wayfinder", "ShowcaseApp", "BenchmarkSupport",
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Tools/Benchmarks/Sources"
    ),
    .target(
      name: "BenchmarkSupport",
      path: "Tools/Benchmarks/Support"
    ),

    // MARK: - Package shape

    .testTarget(
      name: "PackageShapeTests",
      path: "Tests/PackageShapeTests"
    ),
  ]
)

// Swift 6 language mode, the same upcoming features, and warnings as errors for every Swift
// target; the C allocation counter of the benchmarks is the one target in another language.
for target in package.targets where target.name != "BenchmarkSupport" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .treatAllWarnings(as: .error),
    ]
}
