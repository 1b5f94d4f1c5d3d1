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

  @Test func anAttributeItCannotReadIsReportedWhereItIs() {
    let source = "\n  @available(iOS, introduced: seventeen)\nfunc f() {}\n"
    #expect(
      throws: PersonaError.unreadableAvailability(
        path: "T.swift", line: 2, column: 3, attribute: "@available(iOS, introduced: seventeen)")
    ) { try AvailabilityRewriter(platform: .iOS).rewrite(source, path: "T.swift") }
  }
}
