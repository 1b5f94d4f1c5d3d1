import Foundation
import Testing

/// The UIKit adapter type-checked as visionOS's compiler sees it, as nearly as Linux can: the
/// UIKit stand-in built with its visionOS unavailability applied (`@available(visionOS,
/// unavailable)` made unavailable everywhere), and the adapter with `os(visionOS)` true and
/// every other `os(...)` false in its `#if` lines. The package declares visionOS 2, where UIKit
/// has no sheet detents; an adapter that uses them there fails this build, as it would in Xcode.
///
/// Only `os(...)` is resolved here, and only the availability the stand-in declares bites. The
/// stand-in is also a module of another package, so code that reaches one of its `package`
/// declarations (its test hooks, which UIKit does not have) fails too.
@Suite struct UIKitAdapterOnVisionOSTests {
  /// The stand-in's sources with what is unavailable on visionOS unavailable everywhere.
  static func visionOSStandIn() throws -> (sources: [(name: String, text: String)], marks: Int) {
    let mark = "@available(visionOS, unavailable)"
    var marks = 0
    let sources = try SwiftCompiler.swiftFiles(in: "Tools/AppleStandIns/UIKit").map { url in
      let text = try String(contentsOf: url, encoding: .utf8)
      marks += text.components(separatedBy: mark).count - 1
      return (url.lastPathComponent, text.replacing(mark, with: "@available(*, unavailable)"))
    }
    return (sources, marks)
  }

  /// Builds the stand-in's visionOS view into `scratch`, then type-checks `files` against it
  /// as module `name`; answers the compiler's run.
  static func typecheck(
    _ files: [(name: String, text: String)], as name: String, in scratch: URL
  ) throws -> SwiftCompiler.Ran {
    let modules = try SwiftCompiler.modules(without: ["UIKitStandIn"], in: scratch)
    let emitted = try SwiftCompiler.swiftc(
      [
        "-emit-module", "-module-name", "UIKitStandIn", "-package-name", "AppleStandIns",
        "-emit-module-path", modules.appendingPathComponent("UIKitStandIn.swiftmodule").path,
        "-I", modules.path,
      ] + SwiftCompiler.write(try visionOSStandIn().sources, to: "UIKitStandIn", in: scratch),
      in: scratch)
    try #require(emitted.status == 0, "the stand-in's visionOS view:\n\(emitted.errors)")
    return try SwiftCompiler.swiftc(
      [
        "-typecheck", "-module-name", name, "-package-name", "Persona",
        "-module-alias", "UIKit=UIKitStandIn", "-I", modules.path,
      ] + SwiftCompiler.write(files, to: name, in: scratch), in: scratch)
  }

  @Test func theAdapterUsesNothingUIKitLacksOnVisionOS() throws {
    let scratch = try SwiftCompiler.scratchFolder("uikit-visionos")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let adapter = try SwiftCompiler.swiftFiles(in: "Adapters/WayfinderUIKit").map { url in
      (
        url.lastPathComponent,
        SwiftCompiler.view(of: try String(contentsOf: url, encoding: .utf8), on: "visionOS")
      )
    }
    #expect(adapter.count >= 4, "the adapter's sources were not found")
    let checked = try Self.typecheck(adapter, as: "WayfinderUIKit", in: scratch)
    #expect(checked.status == 0, "the UIKit adapter on visionOS:\n\(checked.errors)")
  }

  /// The control: the stand-in's visionOS view refuses what UIKit refuses there.
  @Test func theStandInsVisionOSViewRefusesSheetDetents() throws {
    #expect(try Self.visionOSStandIn().marks >= 4)
    let scratch = try SwiftCompiler.scratchFolder("uikit-visionos-control")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let control = """
      import UIKit

      @MainActor func rest(_ sheet: UISheetPresentationController) {
        sheet.detents = [.medium(), .large()]
      }

      @MainActor func third() -> UISheetPresentationController.Detent {
        .custom { (context: any UISheetPresentationControllerDetentResolutionContext) in
          context.maximumDetentValue / 3
        }
      }
      """
    let checked = try Self.typecheck([("Control.swift", control)], as: "Control", in: scratch)
    #expect(checked.status != 0)
    for name in ["detents", "Detent", "UISheetPresentationControllerDetentResolutionContext"] {
      #expect(checked.errors.contains("'\(name)' is unavailable"), "\(checked.errors)")
    }
  }

  @Test func theViewResolvesOnlyTheOperatingSystemInConditions() {
    let source = """
      #if !os(visionOS) && canImport(UIKit)
      let text = "os(visionOS)"
      #elseif os(iOS) || os(visionOS)
      #endif
      """
    #expect(
      SwiftCompiler.view(of: source, on: "visionOS") == """
        #if !true && canImport(UIKit)
        let text = "os(visionOS)"
        #elseif false || true
        #endif
        """)
  }
}
