import Foundation
import Testing

/// The documentation's samples (`Tests/DocumentationTests/Samples`) type-checked as a build for
/// iOS sees them, as nearly as Linux can: `SwiftUI` is a module built from the stand-in's
/// sources under another name and in another package, so none of the stand-in's own helpers
/// (`values(of:in:)`, `NavigationStackRecord`, `PresentationRecord`: `package` API) is visible
/// and `canImport(SwiftUIStandIn)` is false, as with the real SwiftUI; the SwiftUI adapter is
/// built against it; and `os(iOS)` is true and every other `os(...)` false in the `#if` lines.
/// The tests that read views through the helpers must drop out there, and the samples must still
/// compile. The samples use public API only, so they are checked as a package of their own.
@Suite struct DocumentationSamplesOnIOSTests {
  /// Builds the SwiftUI stand-in as `AppleSwiftUI` and the SwiftUI adapter against it into
  /// `scratch`, then type-checks `files` as module `Samples`; answers the compiler's run.
  static func typecheck(
    _ files: [(name: String, text: String)], in scratch: URL
  ) throws
    -> SwiftCompiler.Ran
  {
    let modules = try SwiftCompiler.modules(
      without: ["SwiftUIStandIn", "WayfinderSwiftUI", "DocumentationTests"], in: scratch)
    let macros = try SwiftCompiler.macroFlags()
    let standIn = try SwiftCompiler.swiftFiles(in: "Tools/AppleStandIns/SwiftUI").map {
      ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
    }
    let swiftUI = try SwiftCompiler.swiftc(
      [
        "-emit-module", "-module-name", "AppleSwiftUI", "-package-name", "AppleStandIns",
        "-emit-module-path", modules.appendingPathComponent("AppleSwiftUI.swiftmodule").path,
        "-I", modules.path,
      ] + SwiftCompiler.write(standIn, to: "AppleSwiftUI", in: scratch), in: scratch)
    try #require(swiftUI.status == 0, "the SwiftUI stand-in as AppleSwiftUI:\n\(swiftUI.errors)")
    // The adapter reaches `package` API of the core, whose package name is this checkout's; an
    // adapter built here skips access control instead of guessing it.
    let adapter = try SwiftCompiler.swiftFiles(in: "Adapters/WayfinderSwiftUI").map {
      (
        $0.lastPathComponent,
        SwiftCompiler.view(of: try String(contentsOf: $0, encoding: .utf8), on: "iOS")
      )
    }
    let built = try SwiftCompiler.swiftc(
      [
        "-emit-module", "-module-name", "WayfinderSwiftUI", "-package-name", "Persona",
        "-Xfrontend", "-disable-access-control", "-module-alias", "SwiftUI=AppleSwiftUI",
        "-emit-module-path", modules.appendingPathComponent("WayfinderSwiftUI.swiftmodule").path,
        "-I", modules.path,
      ] + macros + SwiftCompiler.write(adapter, to: "WayfinderSwiftUI", in: scratch),
      in: scratch)
    try #require(built.status == 0, "the SwiftUI adapter on iOS:\n\(built.errors)")
    return try SwiftCompiler.swiftc(
      [
        "-typecheck", "-module-name", "Samples", "-package-name", "Samples",
        "-module-alias", "SwiftUI=AppleSwiftUI", "-I", modules.path,
      ] + macros + SwiftCompiler.write(files, to: "Samples", in: scratch), in: scratch)
  }

  /// The samples, each resolved for iOS.
  static func samples() throws -> [(name: String, text: String)] {
    try SwiftCompiler.swiftFiles(in: "Tests/DocumentationTests/Samples").map {
      (
        $0.lastPathComponent,
        SwiftCompiler.view(of: try String(contentsOf: $0, encoding: .utf8), on: "iOS")
      )
    }
  }

  @Test func theSamplesCompileWithoutTheStandInsHelpers() throws {
    let scratch = try SwiftCompiler.scratchFolder("samples-ios")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let samples = try Self.samples()
    #expect(samples.contains { $0.text.contains("import SwiftUI") })
    let checked = try Self.typecheck(samples, in: scratch)
    #expect(checked.status == 0, "the samples on iOS:\n\(checked.errors)")
  }

  /// The control: a test that reads a view through the stand-in's helpers, unguarded, fails to
  /// compile there.
  @Test func anUnguardedUseOfTheHelpersFails() throws {
    let scratch = try SwiftCompiler.scratchFolder("samples-ios-control")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let control = """
      import SwiftUI
      import Testing

      @MainActor
      @Suite struct InspectingTests {
        @Test func readsTheText() {
          #expect(values(of: Text.self, in: Text("Recipes")).count == 1)
        }
      }
      """
    let checked = try Self.typecheck([("Inspecting.swift", control)], in: scratch)
    #expect(checked.status != 0)
    #expect(checked.errors.contains("cannot find 'values' in scope"), "\(checked.errors)")
  }
}
