/// Why a persona could not be built, with where.
enum PersonaError: Error, CustomStringConvertible, Equatable {
  /// An `#if` condition the platform's configuration cannot answer.
  case unresolvedCondition(path: String, line: Int, column: Int, message: String)
  /// An `@available` attribute of a stand-in that the persona cannot read.
  case unreadableAvailability(path: String, line: Int, column: Int, attribute: String)
  /// An availability check the persona cannot build for: a `guard #available`, or an
  /// `#unavailable`, of the platform.
  case unsupportedAvailabilityCheck(path: String, line: Int, column: Int, check: String)
  /// A platform the package does not declare.
  case unknownPlatform(name: String)
  /// A module the persona does not build.
  case unknownModule(name: String, known: [String])
  /// A folder the persona compiles is missing or holds no Swift file.
  case noSources(folder: String)
  /// The package's build lacks something the persona compiles against.
  case notBuilt(what: String)
  /// A module of the persona does not compile; the compiler's messages, with paths in the
  /// package.
  case doesNotCompile(platform: Platform, module: String, messages: String)
  /// An executable of the persona compiles but does not link.
  case doesNotLink(platform: Platform, module: String, messages: String)

  var description: String {
    switch self {
    case .unresolvedCondition(let path, let line, let column, let message):
      "\(path):\(line):\(column): the #if here cannot be resolved: \(message)"
    case .unreadableAvailability(let path, let line, let column, let attribute):
      """
      \(path):\(line):\(column): \(attribute) is not an availability the persona can apply; \
      write it as @available(<platform> <version>, ..., *) or \
      @available(<platform>, unavailable)
      """
    case .unsupportedAvailabilityCheck(let path, let line, let column, let check):
      """
      \(path):\(line):\(column): \(check) is not a check the persona can build for; guard the \
      code with if #available(<platform> <version>, *) { ... }
      """
    case .unknownPlatform(let name):
      "'\(name)' is not a platform of the package; the platforms are iOS, macOS and visionOS"
    case .unknownModule(let name, let known):
      "no persona builds a module \(name); the modules are \(known.joined(separator: ", "))"
    case .noSources(let folder): "\(folder) holds no Swift file"
    case .notBuilt(let what): "\(what) was not found: build the package first (swift build)"
    case .doesNotCompile(let platform, let module, let messages):
      "the \(platform) persona: \(module) does not compile\n\(messages)"
    case .doesNotLink(let platform, let module, let messages):
      "the \(platform) persona: \(module) does not link\n\(messages)"
    }
  }
}
