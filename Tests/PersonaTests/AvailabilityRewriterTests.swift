import SwiftIfConfig
import Testing

@testable import Personas

/// Apple's availability, which Swift on Linux ignores, becomes availability that holds
/// everywhere, for one platform at the package's deployment target.
@Suite struct AvailabilityRewriterTests {
  static let source = """
    @available(visionOS, unavailable)
    public var detents: [Int] { [] }
    @available(macOS 26.0, visionOS 1.0, *)
    @available(iOS, unavailable)
    public protocol ImmersionStyle {}
    @available(iOS 17.0, *)
    public func settled() {}
    @available(*, deprecated, message: "old")
    public func old() {}
    """

  static func lines(_ platform: Platform) throws -> [String] {
    try AvailabilityRewriter(platform: platform).rewrite(source, path: "S.swift")
      .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func visionOSLosesWhatItLacksAndKeepsTheRest() throws {
    let lines = try Self.lines(.visionOS)
    #expect(lines.count == 9)
    #expect(
      lines[0] == #"@available(*, unavailable, message: "Apple marks it unavailable in visionOS")"#)
    #expect(lines[2...3] == ["", ""])
    #expect(lines[5] == "")
    #expect(lines[7] == #"@available(*, deprecated, message: "old")"#)
  }

  @Test func aDeclarationNewerThanTheDeploymentTargetIsUnavailable() throws {
    let macOS = try Self.lines(.macOS)
    #expect(macOS[0] == "")
    #expect(
      macOS[2]
        == """
        @available(*, unavailable, message: "Apple makes it available in macOS 26.0 or newer; \
        the package deploys to macOS 15.0")
        """)
    let iOS = try Self.lines(.iOS)
    #expect(iOS[2] == "")
    #expect(iOS[3] == #"@available(*, unavailable, message: "Apple marks it unavailable in iOS")"#)
  }

  static let checked = """
    func draw() {
      if #available(iOS 26.0, visionOS 26.0, *) {
        newer()
        if #available(iOS 27.0, *) { newest() }
      } else {
        older()
      }
    }
    """

  @Test func aBlockBehindAnAvailabilityCheckIsLeftOutBelowTheVersionItChecks() throws {
    let deployed = try AvailabilityRewriter(platform: .iOS).rewrite(Self.checked, path: "C.swift")
    #expect(!deployed.contains("newer()") && !deployed.contains("newest()"))
    #expect(deployed.contains("older()"))
    #expect(deployed.split(separator: "\n", omittingEmptySubsequences: false).count == 8)
    let later = try AvailabilityRewriter(platform: .iOS, version: VersionTuple(26, 0))
      .rewrite(Self.checked, path: "C.swift")
    #expect(later.contains("newer()") && later.contains("older()"))
    #expect(!later.contains("newest()"))
    // A check that names another platform only passes everywhere else.
    let mac = try AvailabilityRewriter(platform: .macOS).rewrite(Self.checked, path: "C.swift")
    #expect(mac == Self.checked)
  }

  @Test func aDeclarationNewerThanTheVersionAnAvailabilityCheckAsksForIsUnavailable() throws {
    let source = "@available(iOS 27.0, *)\npublic func newest() {}\n"
    let rewritten = try AvailabilityRewriter(platform: .iOS, version: VersionTuple(26, 0))
      .rewrite(source, path: "S.swift")
    #expect(
      rewritten.hasPrefix(
        #"@available(*, unavailable, message: "Apple makes it available in iOS 27.0 or newer; "#
          + #"the code here is checked for iOS 26.0")"#))
  }

  @Test func aGuardAvailabilityCheckIsRefusedWhereItIs() throws {
    let source = "func f() {\n  guard #available(iOS 26.0, *) else { return }\n}\n"
    #expect(
      throws: PersonaError.unsupportedAvailabilityCheck(
        path: "G.swift", line: 2, column: 9, check: "#available(iOS 26.0, *)")
    ) { try AvailabilityRewriter(platform: .iOS).rewrite(source, path: "G.swift") }
    // It says nothing about macOS, whose build keeps it as written.
    #expect(try AvailabilityRewriter(platform: .macOS).rewrite(source, path: "G.swift") == source)
  }

  @Test func anAttributeItCannotReadIsReportedWhereItIs() {
    let source = "\n  @available(iOS, introduced: seventeen)\nfunc f() {}\n"
    #expect(
      throws: PersonaError.unreadableAvailability(
        path: "T.swift", line: 2, column: 3, attribute: "@available(iOS, introduced: seventeen)")
    ) { try AvailabilityRewriter(platform: .iOS).rewrite(source, path: "T.swift") }
  }
}
