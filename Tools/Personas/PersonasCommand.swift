import ArgumentParser
import Foundation

/// `personas`: builds each declared platform's view of the adapters, the examples and the
/// documentation's tests against the Apple stand-ins with that platform's availability, and
/// says which modules each platform compiled, and for which later versions of the platform
/// behind availability checks, or where the first failure is.
@main
struct PersonasCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "personas",
    abstract: "Compile each declared Apple platform's view of the code against the stand-ins.")

  @Option(name: .customLong("platform"), help: "iOS, macOS or visionOS (default: all three).")
  var platforms: [String] = Platform.allCases.map(\.rawValue)

  @Option(
    name: .customLong("target"), help: "A module to build, with what it needs (default: all).")
  var targets: [String] = []

  @Option(help: "The package's root.")
  var packagePath = "."

  @Option(help: "The Modules folder of the package's build (default: .build/debug/Modules).")
  var modules: String?

  @Option(help: "Where to write the personas' files (default: a temporary folder, removed).")
  var scratchPath: String?

  func run() throws {
    do {
      let package = URL(fileURLWithPath: packagePath)
      let built =
        modules.map { URL(fileURLWithPath: $0) }
        ?? package.appendingPathComponent(".build/debug/Modules")
      let chosen = try platforms.map { name throws(PersonaError) in
        guard let platform = Platform(named: name) else { throw .unknownPlatform(name: name) }
        return platform
      }
      let scratch =
        scratchPath.map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent(
          "personas-\(UUID().uuidString)")
      defer { if scratchPath == nil { try? FileManager.default.removeItem(at: scratch) } }
      for platform in chosen {
        let persona = Persona(
          platform: platform, package: package, builtModules: built,
          packageName: Persona.packageName(ofBuild: built), scratch: scratch)
        let names = try persona.build(targets)
        let later = try persona.versions(for: targets).dropFirst().map { "\(platform) \($0)" }
        let again =
          later.isEmpty
          ? "" : ", and again for \(later.joined(separator: ", ")) behind availability checks"
        print("\(platform): \(names.joined(separator: ", ")) compiled\(again)")
      }
    } catch let error as PersonaError {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
