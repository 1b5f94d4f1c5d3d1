import SwiftIfConfig
import SwiftSyntax

/// How a build for one platform answers the questions an `#if` asks: an arm64 device of that
/// platform (not a simulator, not Mac Catalyst), built by SwiftPM in debug, in Swift 6 with the
/// package's upcoming features. A question it cannot answer truthfully (a module it does not
/// know, an operating system or environment Swift does not have) throws, and the `#if` that
/// asked is reported where it stands.
struct PlatformConfiguration: BuildConfiguration {
  var platform: Platform
  /// The modules of the package and its dependencies, which every platform's build has.
  var packageModules: Set<String>

  /// What `-D` sets in a SwiftPM debug build.
  static let customConditions: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]
  /// The features Package.swift enables for every target, and Swift 6's own.
  static let features: Set<String> = [
    "ExistentialAny", "InternalImportsByDefault", "StrictConcurrency", "ConciseMagicFile",
    "ForwardTrailingClosures", "BareSlashRegexLiterals", "DeprecateApplicationMain",
    "ImportObjcForwardDeclarations", "DisableOutwardActorInference", "IsolatedDefaultValues",
    "GlobalConcurrency", "InferSendableFromCaptures", "RegionBasedIsolation",
    "DynamicActorIsolation", "NonfrozenEnumExhaustivity", "GlobalActorIsolatedTypesUsability",
  ]

  /// What a question could not be answered with.
  struct Unknown: Error, CustomStringConvertible {
    var description: String
  }

  func isCustomConditionSet(name: String) throws -> Bool {
    Self.customConditions.contains(name)
  }

  func hasFeature(name: String) throws -> Bool { Self.features.contains(name) }

  func hasAttribute(name: String) throws -> Bool {
    throw Unknown(description: "the \(platform) persona does not model hasAttribute(\(name))")
  }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    let module = importPath.map(\.1).joined(separator: ".")
    guard let top = importPath.first?.1 else { return false }
    if let present = platform.frameworks[top] { return present }
    if packageModules.contains(top) { return true }
    throw Unknown(
      description: """
        the \(platform) persona does not know whether \(module) can be imported there; \
        add it to Platform.frameworks
        """)
  }

  func isActiveTargetOS(name: String) throws -> Bool {
    guard Platform.operatingSystems.contains(name) else {
      throw Unknown(description: "'\(name)' is not an operating system Swift knows")
    }
    return name == platform.rawValue
  }

  func isActiveTargetArchitecture(name: String) throws -> Bool {
    guard
      ["arm64", "arm64e", "x86_64", "arm", "i386", "wasm32", "powerpc64le", "s390x"]
        .contains(name)
    else { throw Unknown(description: "'\(name)' is not an architecture Swift knows") }
    return name == "arm64"
  }

  func isActiveTargetEnvironment(name: String) throws -> Bool {
    guard ["simulator", "macCatalyst"].contains(name) else {
      throw Unknown(description: "'\(name)' is not a target environment Swift knows")
    }
    return false
  }

  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }

  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }

  func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }

  var targetPointerBitWidth: Int { 64 }

  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

  var endianness: Endianness { .little }

  var languageVersion: VersionTuple { VersionTuple(6, 0) }

  /// The compiler of Package.swift's tools version.
  var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
