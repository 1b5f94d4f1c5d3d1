import Testing

@testable import Personas

/// Each `#if` is resolved by the platform's configuration, with lines and columns kept, and a
/// condition the configuration cannot answer is reported where it stands.
@Suite struct ConditionResolverTests {
  static func resolver(_ platform: Platform) -> ConditionResolver {
    ConditionResolver(
      configuration: PlatformConfiguration(platform: platform, packageModules: ["Wayfinder"]))
  }

  static let source = """
    #if canImport(UIKit)
    let kit = "UIKit"
    #elseif canImport(AppKit)
    let kit = "AppKit"
    #endif
    let all = [
      1,
      #if os(visionOS) && !targetEnvironment(simulator)
      2,
      #endif
    ]
    """

  @Test func aPlatformKeepsItsClausesOnTheirLines() throws {
    let visionOS = try Self.resolver(.visionOS).resolve(Self.source, path: "A.swift")
    #expect(visionOS.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
    #expect(visionOS.components(separatedBy: "\n")[1] == #"let kit = "UIKit""#)
    #expect(visionOS.components(separatedBy: "\n")[8] == "  2,")
    #expect(!visionOS.contains("AppKit") && !visionOS.contains("#"))

    let macOS = try Self.resolver(.macOS).resolve(Self.source, path: "A.swift")
    #expect(macOS.components(separatedBy: "\n")[3] == #"let kit = "AppKit""#)
    #expect(!macOS.contains("UIKit") && !macOS.contains("2,"))
  }

  @Test func aNestedConditionInAnInactiveClauseIsNeverAsked() throws {
    let source = """
      #if os(macOS)
      #if canImport(NoSuchModule)
      let x = 1
      #endif
      #endif
      """
    let resolved = try Self.resolver(.iOS).resolve(source, path: "A.swift")
    #expect(resolved.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    #expect(throws: PersonaError.self) {
      try Self.resolver(.macOS).resolve(source, path: "A.swift")
    }
  }

  @Test func aMisspeltOperatingSystemIsReportedWhereItIs() {
    let source = "let a = 1\n  #if os(visionos)\nlet b = 2\n#endif\n"
    #expect(
      throws: PersonaError.unresolvedCondition(
        path: "Adapters/A.swift", line: 2, column: 10,
        message: "'visionos' is not an operating system Swift knows")
    ) { try Self.resolver(.visionOS).resolve(source, path: "Adapters/A.swift") }
  }

  @Test func anUnknownModuleIsReportedInsteadOfReadAsAbsent() {
    let source = "#if canImport(RealityKit)\n#endif\n"
    #expect(
      throws: PersonaError.unresolvedCondition(
        path: "B.swift", line: 1, column: 5,
        message: """
          the iOS persona does not know whether RealityKit can be imported there; add it to \
          Platform.frameworks
          """)
    ) { try Self.resolver(.iOS).resolve(source, path: "B.swift") }
  }

  @Test func theStandInsAreAbsentAndThePackagesModulesPresentOnEveryPlatform() throws {
    let source = "#if canImport(SwiftUIStandIn) || !canImport(Wayfinder)\nlet linux = 1\n#endif\n"
    for platform in Platform.allCases {
      #expect(!(try Self.resolver(platform).resolve(source, path: "C.swift").contains("linux")))
    }
  }
}
