import Foundation
import Testing

@Suite struct PackageShapeTests {
  /// The folder that holds Package.swift, found upwards from this file.
  static var packageRoot: URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url
  }

  /// The package's description, from `swift package dump-package`.
  static func dumpPackage() throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: SwiftCommand.dumpPackage(at: packageRoot))
  }

  static func moduleFolders() throws -> [String] {
    let modules = packageRoot.appendingPathComponent("Modules")
    return try FileManager.default.contentsOfDirectory(atPath: modules.path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func thePackageKeepsItsShape() throws {
    let manifest = try Self.dumpPackage()
    #expect(manifest.targets.contains { $0.name == "Wayfinder" })
    let problems = PackageShape.violations(in: manifest, moduleFolders: try Self.moduleFolders())
    #expect(problems == [])
  }

  // The rules themselves, on made-up manifests, so that a broken rule cannot pass silently.

  static func manifest(_ targets: [(String, String?, String, [Manifest.Dependency])]) -> Manifest {
    Manifest(
      targets: targets.map {
        Manifest.Target(name: $0.0, path: $0.1, type: $0.2, dependencies: $0.3)
      }
    )
  }

  static let core = ("Wayfinder", "Modules/Wayfinder", "regular", [Manifest.Dependency]())

  @Test func aFeatureThatImportsAFeatureIsCaught() {
    let manifest = Self.manifest([
      Self.core,
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder"), .byName("Dashboard")]),
      ("Dashboard", "Modules/Dashboard", "regular", [.target("Wayfinder")]),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Dashboard", "Tasks", "Wayfinder"])
        == ["feature Tasks depends on feature Dashboard"])
  }

  @Test func aFeatureThatImportsTheAppIsCaught() {
    let manifest = Self.manifest([
      Self.core,
      ("ShowcaseApp", "App/ShowcaseApp", "regular", [.byName("Wayfinder")]),
      ("Tasks", "Modules/Tasks", "regular", [.target("ShowcaseApp")]),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Tasks", "Wayfinder"])
        == ["feature Tasks depends on the app target ShowcaseApp"])
  }

  @Test func aFeatureThatImportsAnAdapterIsCaught() {
    let manifest = Self.manifest([
      Self.core,
      ("WayfinderSwiftUI", "Adapters/WayfinderSwiftUI", "regular", [.byName("Wayfinder")]),
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder"), .byName("WayfinderSwiftUI")]),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Tasks", "Wayfinder"])
        == ["feature Tasks depends on the adapter WayfinderSwiftUI"])
  }

  @Test func anAdapterThatDependsOnMoreThanTheCoreIsCaughtAndItsStandInIsAllowed() {
    let manifest = Self.manifest([
      Self.core,
      ("SwiftUIStandIn", "Tools/AppleStandIns/SwiftUI", "regular", []),
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder")]),
      (
        "WayfinderSwiftUI", "Adapters/WayfinderSwiftUI", "regular",
        [
          .byName("Wayfinder"), .target("SwiftUIStandIn"), .byName("Tasks"),
          .product("Logging", package: "swift-log"),
        ]
      ),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Tasks", "Wayfinder"]) == [
        "adapter WayfinderSwiftUI depends on target Tasks; only the core is allowed",
        "adapter WayfinderSwiftUI depends on product Logging of swift-log; only the core",
      ])
  }

  @Test func aCoreThatDependsOnAPackageIsCaught() {
    let manifest = Self.manifest([
      (
        "Wayfinder", "Modules/Wayfinder", "regular",
        [
          .product("GRDB", package: "GRDB.swift"), .byName("Logging"), .byName("WayfinderMacros"),
        ]
      ),
      ("WayfinderMacros", "Tools/WayfinderMacros", "macro", []),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Wayfinder"]) == [
        "Wayfinder depends on product GRDB of GRDB.swift; it may depend on no package",
        "Wayfinder depends on product Logging; it may depend on no package",
      ])
  }

  @Test func aCoreThatDependsOnAFeatureIsCaughtAndTheMacroPluginIsAllowed() {
    let manifest = Self.manifest([
      (
        "Wayfinder", "Modules/Wayfinder", "regular", [.byName("Tasks"), .byName("WayfinderMacros")]
      ),
      ("WayfinderMacros", "Tools/WayfinderMacros", "macro", []),
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder")]),
    ])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Tasks", "Wayfinder"])
        == ["Wayfinder depends on target Tasks; only its macro plugin is allowed"])
  }

  @Test func aModuleFolderWithoutATargetIsCaught() {
    let manifest = Self.manifest([Self.core])
    #expect(
      PackageShape.violations(in: manifest, moduleFolders: ["Stray", "Wayfinder"])
        == ["Modules/Stray is not the path of any target"])
  }

  @Test func aFeatureMayUseAPackageOfItsOwn() {
    let manifest = Self.manifest([
      Self.core,
      (
        "Tasks", "Modules/Tasks", "regular",
        [.byName("Wayfinder"), .product("GRDB", package: "GRDB.swift")]
      ),
    ])
    #expect(PackageShape.violations(in: manifest, moduleFolders: ["Tasks", "Wayfinder"]) == [])
  }

  @Test func theLibrariesBesideTheCoreAreNotFeatures() {
    let manifest = Self.manifest([
      Self.core,
      ("WayfinderTesting", "Modules/WayfinderTesting", "regular", [.byName("Wayfinder")]),
      (
        "WayfinderLogging", "Modules/WayfinderLogging", "regular",
        [.byName("Wayfinder"), .product("Logging", package: "swift-log")]
      ),
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder")]),
      ("TasksTests", "Tests/TasksTests", "test", [.byName("Tasks"), .byName("WayfinderTesting")]),
    ])
    #expect(
      PackageShape.violations(
        in: manifest, moduleFolders: ["Tasks", "Wayfinder", "WayfinderLogging", "WayfinderTesting"])
        == [])
  }

  @Test func aFeatureThatDependsOnALibraryBesideTheCoreIsCaught() {
    let manifest = Self.manifest([
      Self.core,
      ("WayfinderLogging", "Modules/WayfinderLogging", "regular", [.byName("Wayfinder")]),
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder"), .target("WayfinderLogging")]),
    ])
    #expect(
      PackageShape.violations(
        in: manifest, moduleFolders: ["Tasks", "Wayfinder", "WayfinderLogging"])
        == ["feature Tasks depends on the library WayfinderLogging"])
  }

  @Test func aLibraryBesideTheCoreThatDependsOnMoreIsCaught() {
    let manifest = Self.manifest([
      Self.core,
      ("Tasks", "Modules/Tasks", "regular", [.byName("Wayfinder")]),
      (
        "WayfinderTesting", "Modules/WayfinderTesting", "regular",
        [
          .byName("Wayfinder"), .byName("Tasks"), .product("Logging", package: "swift-log"),
          .product("GRDB", package: "GRDB.swift"),
        ]
      ),
    ])
    #expect(
      PackageShape.violations(
        in: manifest, moduleFolders: ["Tasks", "Wayfinder", "WayfinderTesting"])
        == [
          "library WayfinderTesting depends on target Tasks; only the core is allowed",
          "library WayfinderTesting depends on 2 packages (GRDB.swift, swift-log); one at most is allowed",
        ])
  }

  @Test func aDependencyWithAPlatformConditionIsRead() throws {
    let json = """
      {"targets": [{"name": "DocumentationTests", "type": "test", "dependencies": [
        {"byName": ["Wayfinder", null]},
        {"target": ["SwiftUI", {"platformNames": ["linux"]}]},
        {"product": ["Logging", "swift-log", null, null]}
      ]}]}
      """
    let manifest = try JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
    #expect(
      manifest.targets.first?.dependencies == [
        .byName("Wayfinder"), .target("SwiftUI"), .product("Logging", package: "swift-log"),
      ])
  }
}

/// Only the bus writes navigation state: the coordinator's writers are not public, and no code
/// outside the bus calls them.
@Suite struct OneWriterTests {
  static let coordinatorFile = PackageShapeTests.packageRoot
    .appendingPathComponent("Modules/Wayfinder/State/NavigationStore.swift")

  @Test func theCoordinatorsWritersAreNotPublic() throws {
    let source = try String(contentsOf: Self.coordinatorFile, encoding: .utf8)
    let writers = source.split(separator: "\n").filter {
      $0.contains("func apply(") || $0.contains("func replaceState(")
    }
    #expect(writers.count == 3, "apply(_:) twice and replaceState(_:)")
    for line in writers {
      #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("package func"), "\(line)")
    }
  }

  @Test func nothingOutsideTheBusWritesTheCoordinator() throws {
    let root = PackageShapeTests.packageRoot
    var offenders: [String] = []
    for folder in ["Modules", "App"] {
      let base = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let path = String(file.path.dropFirst(root.path.count + 1))
        if path.hasPrefix("Modules/Wayfinder/Bus/")
          || path == "Modules/Wayfinder/State/NavigationStore.swift"
        {
          continue
        }
        let source = try String(contentsOf: file, encoding: .utf8)
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        where line.contains("coordinator.apply(") || line.contains("coordinator.replaceState(")
          || line.contains(".replaceState(")
        {
          offenders.append("\(path):\(number + 1)")
        }
      }
    }
    #expect(offenders.isEmpty, "these lines write navigation state outside the bus: \(offenders)")
  }
}

@Suite struct FeatureContractTests {
  static let libraries: Set<String> = ["Wayfinder", "WayfinderTesting", "WayfinderLogging"]

  @Test func everyFeatureKeepsTheContract() throws {
    let root = PackageShapeTests.packageRoot.appendingPathComponent("Modules")
    let features = try PackageShapeTests.moduleFolders().filter { !Self.libraries.contains($0) }
    #expect(features.count >= 7)
    for feature in features {
      let folder = root.appendingPathComponent(feature)
      let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { name in
          (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
      #expect(FeatureContract.violations(feature: feature, sources: sources) == [])
    }
  }

  // The rules on made-up sources, so that a broken rule cannot pass silently.

  static let good = """
    public enum NotesFeature {
      public static func registration() -> FeatureRegistration { FeatureRegistration("notes") }
    }
    struct NotesModule: FeatureRouter {}
    """

  @Test func aFeatureWithOneEntryPointPasses() {
    #expect(FeatureContract.violations(feature: "Notes", sources: [("A.swift", Self.good)]) == [])
  }

  @Test func twoEntryPointsOrNoneAreCaught() {
    let second = "package enum DraftsFeature {\n  package static func registration() {}\n}"
    #expect(
      FeatureContract.violations(feature: "Notes", sources: [("A", Self.good), ("B", second)])
        .count == 1)
    #expect(FeatureContract.violations(feature: "Notes", sources: [("B", "enum X {}")]).count == 1)
  }

  @Test func aPublicRouterAScreenAndFrontSyntaxAreCaught() {
    let leaky = """
      public struct NotesModule: FeatureRouter {
        public func screen(for route: NotesRoute) -> Screen {
          Screen(title: "Note", content: ["Save it with: tap 1 title=TEXT"])
        }
      }
      """
    let problems = FeatureContract.violations(
      feature: "Notes", sources: [("A", Self.good), ("B", leaky)])
    #expect(problems.count == 3, "\(problems)")
  }
}

@Suite struct ThinFrontTests {
  /// The text front is one renderer: it reads the projection and the screens, sends intents and
  /// write-backs, and learns outcomes from return values. The rules it needs are the core's, so
  /// it stays under 1,050 lines, comments included (it was 997 before it advertised and
  /// continued user activities, as every renderer does).
  @Test func theTextFrontStaysThin() throws {
    let front = PackageShapeTests.packageRoot.appendingPathComponent("App/ShowcaseApp/Front")
    var lines = 0
    let files = FileManager.default.enumerator(at: front, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: file, encoding: .utf8)
      lines += source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
    #expect(lines > 0, "no source was read under \(front.path)")
    #expect(lines < 1_050, "App/ShowcaseApp/Front has \(lines) lines")
  }
}
