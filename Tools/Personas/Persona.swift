import Foundation
import SwiftIfConfig
import SwiftParser

/// One declared platform's build of the code that differs per platform: the Apple stand-ins
/// with that platform's availability, the adapters, the examples and the documentation's tests,
/// each file with its `#if`s resolved for the platform, compiled here against the modules of
/// the package's own build (the core, the app, the testing library) as Xcode would compile them.
struct Persona {
  var platform: Platform
  /// The package's root, whose sources are compiled.
  var package: URL
  /// The `Modules` folder of the package's build.
  var builtModules: URL
  /// The package name SwiftPM gave the package's modules, so that the adapters reach the core's
  /// `package` declarations as in the package's build.
  var packageName: String
  /// The folder the persona writes into.
  var scratch: URL

  /// The package name SwiftPM gives the package whose build holds `modules`
  /// (`ROOT/.build/.../Modules`): the root folder's name, lowercased, with every character that
  /// cannot be in an identifier replaced by `_`.
  static func packageName(ofBuild modules: URL) -> String {
    let parts = modules.standardizedFileURL.pathComponents
    let root = parts.lastIndex(of: ".build").map { parts[$0 - 1] } ?? "package"
    return String(root.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// A module of the persona's build.
  struct Module: Sendable {
    enum Kind: Sendable {
      /// An Apple framework, from its stand-in: Apple's package, not ours.
      case framework
      case library
      /// Compiled and linked, to see that it has an entry point.
      case executable
      /// Type-checked.
      case tests
    }

    var name: String
    /// The folder of its sources in the package.
    var folder: String
    var kind: Kind
    /// The modules of the build it imports.
    var needs: [String]
  }

  /// Every module a persona may build, in an order that builds a module after those it needs.
  static let plan = [
    Module(
      name: "FoundationStandIn", folder: "Tools/AppleStandIns/Foundation", kind: .framework,
      needs: []),
    Module(
      name: "UIKit", folder: "Tools/AppleStandIns/UIKit", kind: .framework,
      needs: ["FoundationStandIn"]),
    // SwiftUI wraps UIKit's view controllers where the platform has UIKit.
    Module(
      name: "SwiftUI", folder: "Tools/AppleStandIns/SwiftUI", kind: .framework,
      needs: ["FoundationStandIn", "UIKit"]),
    Module(
      name: "WayfinderSwiftUI", folder: "Adapters/WayfinderSwiftUI", kind: .library,
      needs: ["SwiftUI"]),
    Module(
      name: "WayfinderUIKit", folder: "Adapters/WayfinderUIKit", kind: .library,
      needs: ["UIKit"]),
    Module(
      name: "ArcheryShowcase", folder: "Examples/ArcheryShowcase", kind: .executable,
      needs: ["WayfinderSwiftUI"]),
    Module(
      name: "ArcheryShowcaseUIKit", folder: "Examples/ArcheryShowcaseUIKit", kind: .executable,
      needs: ["WayfinderUIKit"]),
    Module(
      name: "DocumentationTests", folder: "Tests/DocumentationTests", kind: .tests,
      needs: ["WayfinderSwiftUI"]),
  ]

  /// The modules of the plan that the platform has and that `targets` need (every one when
  /// `targets` is empty), in the plan's order.
  func modules(for targets: [String]) throws(PersonaError) -> [Module] {
    // A framework the platform lacks (UIKit on macOS) is not built; the part of Foundation
    // that Linux lacks is built everywhere, under its stand-in's name.
    let present = Self.plan.filter {
      $0.kind != .framework || $0.name == "FoundationStandIn"
        || platform.frameworks[$0.name]
          == true
    }
    guard !targets.isEmpty else { return present }
    var wanted = Set<String>()
    var queue = targets
    while let name = queue.popLast() {
      guard let module = Self.plan.first(where: { $0.name == name }) else {
        throw .unknownModule(name: name, known: Self.plan.map(\.name))
      }
      if wanted.insert(name).inserted { queue += module.needs }
    }
    return present.filter { wanted.contains($0.name) }
  }

  /// Builds the modules `targets` need (every module when empty), stopping at the first that
  /// fails; answers the names of those built.
  /// - Throws: ``PersonaError`` for a condition it cannot resolve, a module that does not
  ///   compile or link, or a build that is missing.
  ///
  /// The modules are built once for the package's deployment target, and once more for each
  /// later version of the platform that an `if #available` check of our code asks for, so that
  /// what the check guards is type-checked with what that version has (``AvailabilityRewriter``).
  func build(_ targets: [String] = []) throws -> [String] {
    let modules = try modules(for: targets)
    for version in try versions(for: targets) {
      try build(modules, assuming: version)
    }
    return modules.map(\.name)
  }

  /// The folder of the build that assumes `version`: the platform's name for the deployment
  /// target, with the version after it for a later one.
  func folder(assuming version: VersionTuple) -> URL {
    let name =
      version == platform.deploymentTarget ? platform.rawValue : "\(platform.rawValue)-\(version)"
    return scratch.appendingPathComponent(name)
  }

  /// The versions of the platform that ``build(_:)`` builds `targets` for: the deployment
  /// target, then each later version that an availability check in our modules names, in order.
  func versions(for targets: [String] = []) throws -> [VersionTuple] {
    let resolver = ConditionResolver(configuration: try configuration())
    var later: Set<VersionTuple> = []
    for module in try modules(for: targets) where module.kind != .framework {
      for path in try swiftFiles(in: module.folder) {
        let text = try resolver.resolve(
          String(contentsOf: package.appendingPathComponent(path), encoding: .utf8), path: path)
        let tree = Parser.parse(source: text)
        for check in AvailabilityCheckFinder(viewMode: .sourceAccurate).checks(in: tree) {
          guard let version = AvailabilityRewriter.version(of: check.condition, for: platform),
            platform.deploymentTarget < version
          else { continue }
          later.insert(version)
        }
      }
    }
    return [platform.deploymentTarget] + later.sorted()
  }

  /// How the platform's build answers `#if` conditions.
  private func configuration() throws -> PlatformConfiguration {
    PlatformConfiguration(platform: platform, packageModules: try packageModules())
  }

  /// Builds `modules` for the platform at `version`.
  private func build(_ modules: [Module], assuming version: VersionTuple) throws {
    let configuration = try configuration()
    let folder = folder(assuming: version)
    let compiler = Compiler(scratch: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let linked = try linkedModules(in: folder, without: Set(Self.plan.map(\.name)))
    let plugin = try macroPlugin()
    let cModules = try cModuleFlags()
    for module in modules {
      let sources = try resolvedSources(
        of: module, configuration: configuration, version: version, into: folder)
      var arguments = ["-module-name", module.name, "-I", linked.path]
      switch module.kind {
      case .framework:
        // Apple's frameworks are not our package: their `package` declarations (the stand-ins'
        // test hooks) stay out of reach, as they would be.
        arguments += [
          "-package-name", "AppleStandIns", "-emit-module", "-emit-module-path",
          linked.appendingPathComponent("\(module.name).swiftmodule").path,
        ]
      case .library:
        // One whole-module job that checks every body, as a build does: a module emitted
        // alone stops at the first declaration in error.
        arguments += [
          "-package-name", packageName, "-wmo", "-emit-module", "-emit-module-path",
          linked.appendingPathComponent("\(module.name).swiftmodule").path,
        ]
      case .executable:
        arguments += [
          "-package-name", packageName, "-c", "-wmo", "-o",
          folder.appendingPathComponent("\(module.name).o").path,
        ]
      case .tests:
        arguments += ["-package-name", packageName, "-typecheck"]
      }
      // The macro plugin for every module: the SwiftUI stand-in declares `@Entry`, which the
      // plugin expands (`EntryMacro`), as SwiftUI's own macro plugin does for SwiftUI.
      arguments += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", plugin]
      if module.kind != .framework { arguments += cModules }
      let compiled = try compiler.swiftc(arguments + sources)
      guard compiled.status == 0 else {
        throw PersonaError.doesNotCompile(
          platform: platform, module: module.name,
          messages: inPackage(compiled.output + compiled.errors, folder: folder))
      }
      if module.kind == .executable { try link(module, in: folder, with: compiler) }
    }
  }

  /// Links an executable's object alone: the symbols of the modules it imports are left
  /// undefined on purpose, and only a missing entry point fails.
  private func link(_ module: Module, in folder: URL, with compiler: Compiler) throws {
    let object = folder.appendingPathComponent("\(module.name).o").path
    let linked = try compiler.run([
      "swiftc", object, "-o", folder.appendingPathComponent(module.name).path,
      "-Xlinker", "--warn-unresolved-symbols",
    ])
    let missingMain = (linked.output + linked.errors).split(separator: "\n").filter {
      $0.contains("undefined reference to 'main'") || $0.contains("undefined symbol: main")
    }
    guard linked.status == 0, missingMain.isEmpty else {
      throw PersonaError.doesNotLink(
        platform: platform, module: module.name,
        messages: missingMain.isEmpty ? linked.errors : missingMain.joined(separator: "\n"))
    }
  }

  /// Writes the module's sources as the platform sees them under `folder/sources`, at their
  /// paths in the package; answers where.
  private func resolvedSources(
    of module: Module, configuration: PlatformConfiguration, version: VersionTuple,
    into folder: URL
  ) throws -> [String] {
    let files = try swiftFiles(in: module.folder)
    guard !files.isEmpty else { throw PersonaError.noSources(folder: module.folder) }
    let resolver = ConditionResolver(configuration: configuration)
    let availability = AvailabilityRewriter(platform: platform, version: version)
    return try files.map { path in
      var text = try String(
        contentsOf: package.appendingPathComponent(path), encoding: .utf8)
      text = try resolver.resolve(text, path: path)
      // Our own code's availability counts too: a declaration that is unavailable on the
      // platform may use what the platform lacks.
      text = try availability.rewrite(text, path: path)
      let target = folder.appendingPathComponent("sources").appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: target, atomically: true, encoding: .utf8)
      return target.path
    }
  }

  /// The Swift files under a folder of the package, as paths in the package, sorted.
  private func swiftFiles(in folder: String) throws -> [String] {
    let base = package.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else {
      throw PersonaError.noSources(folder: folder)
    }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// `text` with the paths of the resolved copies written as the package's paths.
  private func inPackage(_ text: String, folder: URL) -> String {
    text.replacing(folder.appendingPathComponent("sources").path + "/", with: "")
  }

  /// A `Modules` folder in `folder` that links every module of the package's build except
  /// `left` and the stand-ins, which the persona builds itself.
  private func linkedModules(in folder: URL, without left: Set<String>) throws -> URL {
    let linked = folder.appendingPathComponent("Modules")
    try? FileManager.default.removeItem(at: linked)
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    for entry in try builtEntries() where !left.contains(moduleName(of: entry)) {
      guard !moduleName(of: entry).hasSuffix("StandIn") else { continue }
      try FileManager.default.createSymbolicLink(
        at: linked.appendingPathComponent(entry),
        withDestinationURL: builtModules.appendingPathComponent(entry))
    }
    return linked
  }

  /// The modules every platform's build of the package has: the package's and its
  /// dependencies', without the stand-ins.
  private func packageModules() throws -> Set<String> {
    Set(try builtEntries().map(moduleName(of:)).filter { !$0.hasSuffix("StandIn") })
  }

  private func builtEntries() throws -> [String] {
    guard
      FileManager.default.fileExists(
        atPath: builtModules.appendingPathComponent("Wayfinder.swiftmodule").path)
    else { throw PersonaError.notBuilt(what: "the core (\(builtModules.lastPathComponent))") }
    return try FileManager.default.contentsOfDirectory(atPath: builtModules.path)
  }

  /// The flags that declare the build's C modules (GRDB's SQLite, the package's C targets), as
  /// SwiftPM passes them: their module maps are in the build's folders and the checkouts.
  private func cModuleFlags() throws -> [String] {
    let products = builtModules.deletingLastPathComponent()
    let parts = builtModules.standardizedFileURL.pathComponents
    var folders = try FileManager.default.contentsOfDirectory(atPath: products.path)
      .filter { $0.hasSuffix(".build") }.map { products.appendingPathComponent($0) }
    if let build = parts.lastIndex(of: ".build") {
      let checkouts = URL(fileURLWithPath: parts[...build].joined(separator: "/"))
        .appendingPathComponent("checkouts")
      for package in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
        let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
        for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
          folders.append(sources.appendingPathComponent(target))
          folders.append(sources.appendingPathComponent(target).appendingPathComponent("include"))
        }
      }
    }
    return folders.map { $0.appendingPathComponent("module.modulemap") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }.sorted { $0.path < $1.path }
      .flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
  }

  private func moduleName(of entry: String) -> String { String(entry.prefix { $0 != "." }) }

  /// The flag value that loads the build's macro plugin.
  private func macroPlugin() throws(PersonaError) -> String {
    let products = builtModules.deletingLastPathComponent()
    guard
      let plugin = ["WayfinderMacros-tool", "WayfinderMacros"]
        .map({ products.appendingPathComponent($0) })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw .notBuilt(what: "the macro plugin (WayfinderMacros-tool)") }
    return plugin.path + "#WayfinderMacros"
  }
}
