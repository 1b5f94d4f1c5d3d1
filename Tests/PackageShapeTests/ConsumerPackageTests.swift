import Foundation
import Testing

/// A package that depends on Wayfinder, made in a temporary folder as an app team would make
/// one: by path, and by the URL of a clone (`file://`). Its build must neither fail on Wayfinder's
/// warnings nor see Wayfinder's warning settings, which are CI's business (Docs/Compatibility.md).
///
/// Resolving the consumer and reading the package it got takes seconds, so it always runs. A
/// real build of the consumer builds swift-syntax for the macros (two to three minutes), so it
/// runs only with `WAYFINDER_CONSUMER_BUILD=1`, which `.ci/run` sets for one run of this suite.
@Suite(.serialized) struct ConsumerPackageTests {
  /// The consumer's source: it uses Wayfinder, and has a warning of its own.
  static let source = """
    import Wayfinder

    /// The consumer's first screen. `unused` is never read: a warning of the consumer's own.
    public func consumerStartState() -> NavigationState {
      let unused = 1
      return NavigationState(tabs: ["home"])
    }

    """

  /// The warning the consumer's source gets.
  static let consumerWarning = "initialization of immutable value 'unused' was never used"

  /// A handle whose route methods do not match the route enum, which the macro cannot see: the
  /// method on line 11 has other labels than its case, the one on line 12 has no case.
  static let mistakenHandle = """
    import Wayfinder

    @Route(path: "mistakes")
    public enum MistakesRoute {
      case detail(id: String)
    }

    @MainActor
    @FeatureNavigation(route: MistakesRoute.self)
    public protocol MistakesNavigation {
      func showDetail(identifier: String)
      func showDetial(id: String)
    }

    """

  /// The compiler's errors for ``mistakenHandle``: the place of each, its method's line, and
  /// what it says.
  static let mistakenHandleErrors = [
    (
      "Mistakes.swift:11:",
      "error: incorrect argument label in call (have 'identifier:', expected 'id:')"
    ),
    ("Mistakes.swift:12:", "error: type 'MistakesRoute' has no member 'detial'"),
  ]

  /// A consumer package in a new temporary folder; `dependency` is its `.package(...)` line.
  struct Consumer {
    let folder: URL
    var package: URL { folder.appendingPathComponent("app") }

    /// - Parameters:
    ///   - dependency: Writes Wayfinder's `.package(...)` line, given the consumer's folder.
    ///   - outsideCode: Whether the consumer also holds, as code of its own, what this package
    ///     writes the way an app team would (see ``OutsideCode``), so that building it shows that
    ///     all of it needs nothing but the public API.
    init(dependency: (URL) throws -> String, outsideCode: Bool = false) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-consumer-\(UUID().uuidString)")
      let sources = folder.appendingPathComponent("app/Sources/Consumer")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      var dependencies = [try dependency(folder)]
      var targets = [OutsideCode.target("Consumer", test: false, needs: ["Wayfinder"])]
      if outsideCode {
        let code = try OutsideCode.copy(into: folder.appendingPathComponent("app"))
        dependencies += code.dependencies
        targets += code.targets
      }
      let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
          name: "Consumer",
          platforms: [.macOS(.v15), .iOS(.v18), .visionOS(.v2)],
          dependencies: [\(dependencies.joined(separator: ", "))],
          targets: [
            \(targets.joined(separator: ",\n    "))
          ]
        )

        """
      try manifest.write(
        to: folder.appendingPathComponent("app/Package.swift"), atomically: true, encoding: .utf8)
      try ConsumerPackageTests.source.write(
        to: sources.appendingPathComponent("Consumer.swift"), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Runs `swift ARGUMENTS` in the consumer.
    func swift(_ arguments: String...) throws -> SwiftCommand.Result {
      try SwiftCommand.run(["swift"] + arguments, in: package)
    }
  }

  /// Wayfinder beside the consumer as `wayfinder` (a link to this checkout), depended on by path,
  /// so the dependency's identity is `wayfinder` whatever this checkout's folder is called.
  static func byPath(_ folder: URL) throws -> String {
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("wayfinder"),
      withDestinationURL: PackageShapeTests.packageRoot)
    return #".package(path: "../wayfinder")"#
  }

  /// A clone of this repository beside the consumer, depended on by its `file://` URL at the
  /// commit checked out here, as a package from a server would be.
  static func byURL(_ folder: URL) throws -> String {
    let clone = folder.appendingPathComponent("wayfinder")
    let root = PackageShapeTests.packageRoot
    let cloned = try SwiftCommand.run(
      ["git", "clone", "--quiet", root.path, clone.path], in: folder)
    #expect(cloned.status == 0, "git clone failed: \(cloned.output)")
    let head = try SwiftCommand.run(["git", "rev-parse", "HEAD"], in: clone)
    let revision = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return #".package(url: "\#(clone.absoluteString)", revision: "\#(revision)")"#
  }

  /// Every Swift setting of every target of the package at `url` that a consumer may build, by
  /// its kind (`swiftLanguageMode`, `enableUpcomingFeature`, `unsafeFlags`, `treatAllWarnings`,
  /// ...): the targets of its products and the targets they depend on. Test targets, tools and
  /// the stand-ins that the adapters compile against on Linux are in no product: a consumer
  /// never builds them.
  static func settingKinds(ofPackageAt url: URL) throws -> Set<String> {
    let manifest =
      try JSONSerialization.jsonObject(with: SwiftCommand.dumpPackage(at: url)) as? [String: Any]
    let targets = manifest?["targets"] as? [[String: Any]] ?? []
    let byName = Dictionary(
      targets.compactMap { target in (target["name"] as? String).map { ($0, target) } },
      uniquingKeysWith: { first, _ in first })
    var pending = (manifest?["products"] as? [[String: Any]] ?? []).flatMap {
      $0["targets"] as? [String] ?? []
    }
    var reached: Set<String> = []
    while let name = pending.popLast() {
      guard !reached.contains(name), let target = byName[name] else { continue }
      reached.insert(name)
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        for key in ["byName", "target"] {
          if let names = dependency[key] as? [Any], let first = names.first as? String {
            pending.append(first)
          }
        }
      }
    }
    var kinds: Set<String> = []
    for name in reached {
      for setting in byName[name]?["settings"] as? [[String: Any]] ?? [] {
        if let kind = setting["kind"] as? [String: Any] { kinds.formUnion(kind.keys) }
      }
    }
    return kinds
  }

  /// The settings a package may pass on to the builds of the packages that depend on it.
  static let allowedSettings: Set<String> = [
    "swiftLanguageMode", "enableUpcomingFeature", "enableExperimentalFeature", "define",
  ]

  /// Resolves the consumer and checks the Wayfinder it got: the product is there, and its
  /// manifest sets no warning control and no unsafe flags.
  func expectResolvedWithoutWarningSettings(
    _ consumer: Consumer, dependencyAt checkout: (Consumer) -> URL
  ) throws {
    let resolved = try consumer.swift("package", "resolve")
    try #require(resolved.status == 0, "swift package resolve failed: \(resolved.output)")
    let description = try SwiftCommand.run(
      ["swift", "package", "describe", "--type", "json"], in: consumer.package, withErrors: false)
    let graph = try JSONSerialization.jsonObject(with: Data(description.output.utf8))
    let dependencies = (graph as? [String: Any])?["dependencies"] as? [[String: Any]] ?? []
    #expect(dependencies.map { $0["identity"] as? String } == ["wayfinder"])
    let kinds = try Self.settingKinds(ofPackageAt: checkout(consumer))
    #expect(kinds.contains("swiftLanguageMode"), "the settings were not read: \(kinds)")
    #expect(kinds.subtracting(Self.allowedSettings).isEmpty, "\(kinds)")
  }

  @Test func aConsumerByPathGetsNoWarningSettings() throws {
    let consumer = try Consumer(dependency: Self.byPath)
    defer { consumer.remove() }
    try expectResolvedWithoutWarningSettings(consumer) { _ in PackageShapeTests.packageRoot }
  }

  @Test func aConsumerByTheURLOfACloneGetsNoWarningSettings() throws {
    let consumer = try Consumer(dependency: Self.byURL)
    defer { consumer.remove() }
    try expectResolvedWithoutWarningSettings(consumer) {
      $0.package.appendingPathComponent(".build/checkouts/wayfinder")
    }
  }

  @Test func theOutsideCodeNeedsTheProductsItImports() {
    let text = """
      import Foundation
      public import Wayfinder
      @testable import WayfinderTesting
      // import Nothing
      let imports = 1
      """
    #expect(
      OutsideCode.importedModules(of: text) == ["Foundation", "Wayfinder", "WayfinderTesting"])
    #expect(
      OutsideCode.target("TasksTests", test: true, needs: ["Tasks", "GRDB"])
        == #".testTarget(name: "TasksTests", dependencies: ["Tasks", .product(name: "GRDB", package: "GRDB.swift")])"#
    )
  }

  @Test func theCheckRejectsAWarningSetting() {
    // The rule the two tests above rely on, on the kinds that 0.1.0's manifest had.
    let old: Set = ["swiftLanguageMode", "enableUpcomingFeature", "treatAllWarnings"]
    #expect(old.subtracting(Self.allowedSettings) == ["treatAllWarnings"])
    #expect(!Self.allowedSettings.contains("unsafeFlags"))
  }

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["WAYFINDER_CONSUMER_BUILD"] == "1"),
    .timeLimit(.minutes(15)))
  func aConsumerByPathBuildsWithAWarningOfItsOwn() throws {
    let consumer = try Consumer(dependency: Self.byPath, outsideCode: true)
    defer { consumer.remove() }
    // The tests too: the feature modules, their tests and the documentation's samples compile
    // against the public API alone.
    let build = try consumer.swift("build", "--build-tests")
    #expect(build.status == 0, "the consumer's build failed:\n\(build.output)")
    #expect(build.output.contains(Self.consumerWarning), "no warning of the consumer's own")
    // Wayfinder's compile commands in the consumer's build plan carry no warning flag.
    let plan = try String(
      contentsOf: consumer.package.appendingPathComponent(".build/debug.yaml"), encoding: .utf8)
    let wayfinderCommands = plan.split(separator: "\n").filter {
      $0.contains("args:") && $0.contains(#""-module-name","Wayfinder""#)
    }
    #expect(!wayfinderCommands.isEmpty)
    #expect(!wayfinderCommands.contains { $0.contains("-warnings-as-errors") })

    // What a user sees of a handle method that does not match its route case: the compiler's
    // error on the method's line, not inside the macro's expansion. Only the consumer's own
    // target builds again.
    try Self.mistakenHandle.write(
      to: consumer.package.appendingPathComponent("Sources/Consumer/Mistakes.swift"),
      atomically: true, encoding: .utf8)
    let mistaken = try consumer.swift("build")
    #expect(mistaken.status != 0, "a handle that does not match its routes built")
    let lines = mistaken.output.split(separator: "\n")
    for (place, error) in Self.mistakenHandleErrors {
      #expect(
        lines.contains { $0.contains(place) && $0.contains(error) },
        "'\(error)' is not at \(place):\n\(mistaken.output)")
    }
  }
}

/// What this package writes as an app team would, copied into a consumer package as its own
/// targets: the feature modules with their tests, the ported app's router with its tests, and the
/// documentation's samples with the tests beside them. None of it may need a `package`
/// declaration of Wayfinder; the consumer's build shows it.
///
/// Left out: the SwiftUI samples (the adapters are products on Apple platforms only, and
/// DocumentationTests compiles them against the stand-in).
enum OutsideCode {
  /// Wayfinder's products and the packages a copied target may name, by the module it imports.
  static let products: [String: String] = [
    "Wayfinder": #".product(name: "Wayfinder", package: "wayfinder")"#,
    "WayfinderTesting": #".product(name: "WayfinderTesting", package: "wayfinder")"#,
    "WayfinderLogging": #".product(name: "WayfinderLogging", package: "wayfinder")"#,
    "Logging": #".product(name: "Logging", package: "swift-log")"#,
    "GRDB": #".product(name: "GRDB", package: "GRDB.swift")"#,
  ]
  /// The packages behind the products above, as this package's manifest names them.
  static let packages: [String: String] = [
    "Logging": #".package(url: "https://github.com/apple/swift-log", from: "1.16.2")"#,
    "GRDB": #".package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")"#,
  ]

  /// A target's declaration in the consumer's manifest.
  static func target(_ name: String, test: Bool, needs: [String]) -> String {
    let named = needs.map { products[$0] ?? "\"\($0)\"" }
    return ".\(test ? "testTarget" : "target")(name: \"\(name)\", dependencies: ["
      + named.joined(separator: ", ") + "])"
  }

  /// Copies the code into the consumer at `app` and answers the manifest lines it needs.
  static func copy(into app: URL) throws -> (dependencies: [String], targets: [String]) {
    let root = PackageShapeTests.packageRoot
    let fileManager = FileManager.default
    let features = try fileManager.contentsOfDirectory(atPath: root.appending(path: "Modules").path)
      .filter { !$0.hasPrefix("Wayfinder") && !$0.hasPrefix(".") }.sorted()
    #expect(features.count >= 7, "the feature modules were not found: \(features)")
    var copies: [(from: String, to: String, name: String, test: Bool, alsoNeeds: [String])] =
      features.flatMap { feature in
        [
          ("Modules/\(feature)", "Sources/\(feature)", feature, false, []),
          ("Tests/\(feature)Tests", "Tests/\(feature)Tests", "\(feature)Tests", true, [feature]),
        ]
      }
    let models = "PortedRouterModels"
    copies.append(("Examples/\(models)", "Sources/\(models)", models, false, []))
    for port in ["PortedRouter", "PortedRouterByHand"] {
      copies.append(("Examples/\(port)", "Sources/\(port)", port, false, [models]))
    }
    copies.append(
      (
        "Tests/PortedRouterTests", "Tests/PortedRouterTests", "PortedRouterTests", true,
        ["PortedRouter", "PortedRouterByHand", models]
      ))
    copies.append(("Tests/DocumentationTests/Samples", "Tests/Samples", "Samples", true, []))
    var imported: Set<String> = []
    var targets: [String] = []
    for copy in copies {
      let destination = app.appending(path: copy.to)
      try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
      var modules: Set<String> = []
      for file in try fileManager.contentsOfDirectory(
        at: root.appending(path: copy.from), includingPropertiesForKeys: nil)
      where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        if text.contains("import SwiftUI") || text.contains("import WayfinderSwiftUI") { continue }
        modules.formUnion(importedModules(of: text).filter { products[$0] != nil })
        try fileManager.copyItem(at: file, to: destination.appending(path: file.lastPathComponent))
      }
      imported.formUnion(modules)
      targets.append(
        target(copy.name, test: copy.test, needs: copy.alsoNeeds + modules.sorted()))
    }
    return (imported.compactMap { packages[$0] }.sorted(), targets)
  }

  /// The modules a Swift file imports (`import X`, `public import X`, `@testable import X`).
  static func importedModules(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ ["public", "package", "internal", "@testable"].contains($0) })
      else { return nil }
      return String(words[index + 1])
    }
  }
}
