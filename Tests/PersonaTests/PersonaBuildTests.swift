import Foundation
import SwiftIfConfig
import Testing

@testable import Personas

/// Each declared platform's persona builds, and each defect a platform's build would find,
/// put back into a copy of the package, fails that persona with the compiler's or the linker's
/// own message. Serialized: each build runs the compiler, and the machine is shared.
@Suite(.serialized) struct PersonaBuildTests {
  @Test(arguments: Platform.allCases)
  func everyPlatformBuildsItsViewOfTheCode(_ platform: Platform) throws {
    let scratch = try PersonaFixture.scratchFolder("persona-\(platform)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let persona = try PersonaFixture.persona(platform, scratch: scratch)
    let built = try persona.build()
    // The UIKit adapter checks for iOS 26 and visionOS 26 (the full-width back swipe): those
    // platforms are built once more, for that version.
    let later = FileManager.default.fileExists(
      atPath: persona.folder(assuming: VersionTuple(26, 0)).path)
    #expect(later == (platform != .macOS))
    var expected = [
      "FoundationStandIn", "UIKit", "SwiftUI", "WayfinderSwiftUI", "WayfinderUIKit",
      "ArcheryShowcase", "ArcheryShowcaseUIKit", "DocumentationTests",
    ]
    if platform == .macOS { expected.removeAll { $0 == "UIKit" } }
    #expect(built == expected)
  }

  /// The UIKit example, built for macOS, where UIKit does not exist, links and says where it
  /// runs: a Mac's `swift build` links every executable of the package.
  @Test func theUIKitExampleOnMacOSSaysWhereItRuns() throws {
    let scratch = try PersonaFixture.scratchFolder("persona-uikit-example")
    defer { try? FileManager.default.removeItem(at: scratch) }
    _ = try PersonaFixture.persona(.macOS, scratch: scratch).build(["ArcheryShowcaseUIKit"])
    let executable = scratch.appendingPathComponent("macOS/ArcheryShowcaseUIKit")
    let ran = try Compiler(scratch: scratch).run([executable.path])
    #expect(ran.status == 1)
    #expect(ran.output == "")
    #expect(
      ran.errors
        == """
        error: the UIKit example runs on iOS and visionOS only; on this platform, run the SwiftUI \
        example (ArcheryShowcase) or the text front (showcase)

        """)
  }

  /// Defect 1 put back: without the entry point that exists where UIKit does not, the UIKit
  /// example has no `main` on macOS.
  @Test func theUIKitExampleWithoutItsMacOSEntryPointFailsOnMacOS() throws {
    let scratch = try PersonaFixture.scratchFolder("persona-control-main")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = try PersonaFixture.packageCopy(in: scratch)
    try FileManager.default.removeItem(
      at: package.appendingPathComponent("Examples/ArcheryShowcaseUIKit/UnsupportedPlatform.swift"))
    let failure = try Self.failure(of: .macOS, building: "ArcheryShowcaseUIKit", in: package)
    guard case .doesNotLink(.macOS, "ArcheryShowcaseUIKit", let messages) = failure else {
      Issue.record("expected a link failure, got \(failure)")
      return
    }
    #expect(messages.contains("undefined reference to 'main'"), "\(messages)")
  }

  /// Defect 2 put back: the documentation's on-screen tests, unguarded, use helpers that only
  /// the stand-in has.
  @Test func theOnScreenTestsUnguardedFailOnIOS() throws {
    let scratch = try PersonaFixture.scratchFolder("persona-control-helpers")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = try PersonaFixture.packageCopy(in: scratch)
    let file = "Tests/DocumentationTests/Samples/OnScreen.swift"
    try PersonaFixture.edit(
      file, in: package, replacing: "#if canImport(SwiftUIStandIn)\n", with: "")
    try PersonaFixture.edit(
      file, in: package,
      replacing: """
        #elseif os(Linux)
        #error("the on-screen tests need the SwiftUI stand-in, module SwiftUIStandIn, on Linux")
        #endif

        """, with: "")
    let failure = try Self.failure(of: .iOS, building: "DocumentationTests", in: package)
    guard case .doesNotCompile(.iOS, "DocumentationTests", let messages) = failure else {
      Issue.record("expected a compile failure, got \(failure)")
      return
    }
    #expect(messages.contains("\(file):"), "\(messages)")
    #expect(messages.contains("error: cannot find 'values' in scope"), "\(messages)")
  }

  /// What an `if #available` check guards is left out of the build for the deployment target
  /// and type-checked in the build for the version it checks: without the check, the full-width
  /// back swipe of iOS 26 fails the iOS persona; with the check and a mistake inside it, the
  /// persona fails too.
  @Test func codeBehindAnAvailabilityCheckIsBuiltForTheVersionItChecks() throws {
    let scratch = try PersonaFixture.scratchFolder("persona-control-available")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = try PersonaFixture.packageCopy(in: scratch)
    let file = "Adapters/WayfinderUIKit/TabBarRenderer.swift"
    let check = "if #available(iOS 26.0, visionOS 26.0, *) {"
    let use = "askBeforeBackSwipe(stack.interactiveContentPopGestureRecognizer, of: id)"
    /// The compiler's messages for the iOS persona's UIKit adapter, which must not compile.
    func messages() throws -> String {
      let failure = try Self.failure(of: .iOS, building: "WayfinderUIKit", in: package)
      guard case .doesNotCompile(.iOS, "WayfinderUIKit", let messages) = failure else {
        Issue.record("expected a compile failure, got \(failure)")
        return ""
      }
      return messages
    }

    try PersonaFixture.edit(file, in: package, replacing: check, with: "do {")
    let unguarded = try messages()
    #expect(
      unguarded.contains(
        "error: 'interactiveContentPopGestureRecognizer' is unavailable: Apple makes it "
          + "available in iOS 26.0 or newer; the package deploys to iOS 18.0"), "\(unguarded)")

    try PersonaFixture.edit(file, in: package, replacing: "do {", with: check)
    try PersonaFixture.edit(
      file, in: package, replacing: use, with: use.replacing("of: id", with: "of: \"id\""))
    let mistaken = try messages()
    #expect(mistaken.contains("cannot convert value of type 'String'"), "\(mistaken)")
  }

  /// Defect 3 put back: the UIKit adapter sets sheet detents on visionOS too.
  @Test func theUIKitAdapterWithDetentsOnVisionOSFailsOnVisionOS() throws {
    let scratch = try PersonaFixture.scratchFolder("persona-control-detents")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = try PersonaFixture.packageCopy(in: scratch)
    let file = "Adapters/WayfinderUIKit/TabBarRenderer+Presentation.swift"
    let text = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
    let guards = text.components(separatedBy: "#if !os(visionOS)\n").count - 1
    try #require(guards == 2, "the adapter's visionOS guards have changed")
    // Both guards and the `#endif` that closes each: every `#endif` but the file's last.
    var lines = text.components(separatedBy: "\n")
    let closing = lines.indices.filter {
      lines[$0].trimmingCharacters(in: .whitespaces) == "#endif"
    }
    for index
      in (lines.indices.filter { lines[$0].contains("#if !os(visionOS)") }
      + closing.dropLast()).sorted(by: >)
    {
      lines.remove(at: index)
    }
    try lines.joined(separator: "\n").write(
      to: package.appendingPathComponent(file), atomically: true, encoding: .utf8)
    let failure = try Self.failure(of: .visionOS, building: "WayfinderUIKit", in: package)
    guard case .doesNotCompile(.visionOS, "WayfinderUIKit", let messages) = failure else {
      Issue.record("expected a compile failure, got \(failure)")
      return
    }
    for name in ["detents", "Detent", "UISheetPresentationControllerDetentResolutionContext"] {
      #expect(
        messages.contains(
          "error: '\(name)' is unavailable: Apple marks it unavailable in visionOS"),
        "\(messages)")
    }
  }

  /// A SwiftUI call drawn on a platform whose SwiftUI lacks it: the `#if` that keeps it off that
  /// platform, and the error its persona gives once the `#if` is gone.
  struct UnavailableCall: Sendable, CustomStringConvertible {
    var platform: Platform
    var condition: String
    var call: String
    var error: String
    var description: String { "\(call) on \(platform)" }
  }

  static let unavailableCalls = [
    // Beyond the three defects: a full-screen cover on macOS.
    UnavailableCall(
      platform: .macOS, condition: "#if !os(macOS)", call: ".fullScreenCover(",
      error: "error: 'fullScreenCover(item:onDismiss:content:)' is unavailable"),
    UnavailableCall(
      platform: .iOS, condition: "#if os(visionOS) || canImport(SwiftUIStandIn)",
      call: ".ornament(",
      error: "error: 'ornament(visibility:attachmentAnchor:ornament:)' is unavailable: Apple "
        + "marks it unavailable in iOS"),
    UnavailableCall(
      platform: .visionOS, condition: "#if !os(visionOS)", call: ".inspector(",
      error: "error: 'inspector(isPresented:content:)' is unavailable: Apple marks it "
        + "unavailable in visionOS"),
  ]

  /// Each call that SwiftUI lacks on a platform fails that platform's persona once its `#if` is
  /// gone: a full-screen cover on macOS, an ornament outside visionOS, an inspector on visionOS.
  @Test(arguments: unavailableCalls)
  func aSwiftUICallOnAPlatformWithoutItFails(_ unavailable: UnavailableCall) throws {
    let scratch = try PersonaFixture.scratchFolder("persona-control-\(unavailable.platform)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let package = try PersonaFixture.packageCopy(in: scratch)
    try PersonaFixture.edit(
      "Adapters/WayfinderSwiftUI/NavigationLayerView.swift", in: package,
      replacing: "    \(unavailable.condition)\n    \(unavailable.call)",
      with: "    #if true\n    \(unavailable.call)")
    let failure = try Self.failure(
      of: unavailable.platform, building: "WayfinderSwiftUI", in: package)
    guard case .doesNotCompile(unavailable.platform, "WayfinderSwiftUI", let messages) = failure
    else {
      Issue.record("expected a compile failure, got \(failure)")
      return
    }
    #expect(messages.contains(unavailable.error), "\(messages)")
  }

  /// How the persona of `platform` fails to build `module` of `package`.
  static func failure(
    of platform: Platform, building module: String, in package: URL
  ) throws
    -> PersonaError
  {
    let persona = try PersonaFixture.persona(
      platform, package: package, scratch: package.deletingLastPathComponent())
    do {
      let built = try persona.build([module])
      Issue.record("the \(platform) persona built \(built)")
      return .noSources(folder: "(none: it built)")
    } catch let error as PersonaError {
      return error
    }
  }
}
