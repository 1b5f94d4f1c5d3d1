// swift-tools-version: 6.0
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
    // Benchmarks only: the trie router that deep-link resolution is measured against.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3")
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

    // MARK: - Tools

    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Wayfinder", "BenchmarkSupport",
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

// Swift 6 language mode and the same upcoming features for every target.
for target in package.targets where target.type != .system && target.name != "BenchmarkSupport" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
