import Foundation
import Testing

@testable import Personas

/// The `personas` executable, run as CI runs it: what it prints and how it ends.
@Suite struct PersonasCommandTests {
  static func run(_ arguments: [String]) throws -> Compiler.Ran {
    let scratch = try PersonaFixture.scratchFolder("personas-command")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let modules = try PersonaFixture.builtModules()
    let executable = modules.deletingLastPathComponent().appendingPathComponent("Personas")
    return try Compiler(scratch: scratch).run(
      [
        executable.path, "--package-path", PersonaFixture.packageRoot.path, "--modules",
        modules.path,
      ] + arguments)
  }

  @Test func aPlatformThePackageDoesNotDeclareIsAClearError() throws {
    let ran = try Self.run(["--platform", "tvOS"])
    #expect(ran.status == 1)
    #expect(ran.output == "")
    #expect(
      ran.errors
        == "error: 'tvOS' is not a platform of the package; the platforms are iOS, macOS and "
        + "visionOS\n")
  }

  @Test func aModuleNoPersonaBuildsIsAClearError() throws {
    let ran = try Self.run(["--platform", "iOS", "--target", "Wayfinder"])
    #expect(ran.status == 1)
    #expect(ran.errors.hasPrefix("error: no persona builds a module Wayfinder; the modules are "))
  }

  @Test func itSaysWhatEachPlatformCompiled() throws {
    let ran = try Self.run(["--platform", "macOS", "--target", "ArcheryShowcaseUIKit"])
    #expect(ran.errors == "")
    #expect(ran.status == 0)
    #expect(
      ran.output == "macOS: FoundationStandIn, WayfinderUIKit, ArcheryShowcaseUIKit compiled\n")
  }

  @Test func itSaysForWhichLaterVersionsItCompiledTheCodeBehindAvailabilityChecks() throws {
    let ran = try Self.run(["--platform", "iOS", "--target", "WayfinderUIKit"])
    #expect(ran.errors == "")
    #expect(
      ran.output
        == "iOS: FoundationStandIn, UIKit, WayfinderUIKit compiled, and again for iOS 26.0 "
        + "behind availability checks\n")
  }
}
