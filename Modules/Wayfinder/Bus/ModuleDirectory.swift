/// The registered modules as the bus finds them on every send: a module by its key, and a route
/// case in its module by name, through one frozen ``NameTable`` that hashes a few bytes instead of
/// a `String`, so that a lookup costs the same with 3 modules or 300.
///
/// Strings compare by canonical equivalence (a Kelvin sign equals a `K`), bytes do not. A name
/// found byte for byte is the same name; a name not found is unknown only when it and every
/// registered name are plain ASCII. Any other name is looked up in the dictionaries, exactly as
/// before.
///
/// The module found last is checked first: a send looks its module up twice (for the
/// interaction, then for the route the module answers with), and successive sends often name the
/// same module. Keys compare as strings, so the shortcut answers exactly what the table would.
/// Likewise, a module with only a few cases has its case names compared one by one.
final class ModuleDirectory {
  /// The modules by key.
  let byKey: [ModuleKey: ModuleEntry]
  private let entries: [ModuleEntry]
  private let table: NameTable
  /// Whether every module key and case name is ASCII, so that the table alone decides.
  private let allASCII: Bool
  /// The module found last, under the key it was asked for. Read and written whole, on the main
  /// actor, by the bus that owns the directory.
  @exclusivity(unchecked) private var last: (key: ModuleKey, found: FoundModule)?

  /// The namespace of module keys in the table; the cases of the module at `index` live in
  /// namespace `index + 1`.
  private static let moduleKeys = 0
  /// Up to this many cases, a module's cases are compared one by one instead of looked up.
  private static let fewCases = 4

  init(_ byKey: [ModuleKey: ModuleEntry]) {
    self.byKey = byKey
    let entries = byKey.values.sorted { $0.registration.key < $1.registration.key }
    var names: [NameTable.Entry] = []
    var allASCII = true
    for (index, entry) in entries.enumerated() {
      let key = entry.registration.key.rawValue
      allASCII = allASCII && Self.isASCII(key)
      names.append(NameTable.Entry(namespace: Self.moduleKeys, name: key, value: index))
      for (offset, placed) in entry.cases.enumerated() {
        allASCII = allASCII && Self.isASCII(placed.name)
        names.append(NameTable.Entry(namespace: index + 1, name: placed.name, value: offset))
      }
    }
    self.entries = entries
    self.allASCII = allASCII
    table = NameTable(allASCII ? names : [])
  }

  /// The module registered under `key`, with its place in the table.
  func entry(_ key: ModuleKey) -> FoundModule? {
    if let last, last.key == key { return last.found }
    guard let found = lookUp(key) else { return nil }
    last = (key, found)
    return found
  }

  private func lookUp(_ key: ModuleKey) -> FoundModule? {
    if allASCII {
      if let index = table.find(Self.moduleKeys, key.rawValue) {
        return FoundModule(index: index, entry: entries[index])
      }
      if Self.isASCII(key.rawValue) { return nil }
    }
    guard let entry = byKey[key] else { return nil }
    return FoundModule(index: entries.firstIndex { $0 === entry } ?? -1, entry: entry)
  }

  /// The case of a module that `name` names, as the app places it.
  func placedCase(_ name: String, of found: FoundModule) -> PlacedCase? {
    let cases = found.entry.cases
    if cases.count <= Self.fewCases {
      // Comparing a few names as strings costs less than hashing one, and is exact.
      return cases.first { $0.name == name }
    }
    if allASCII {
      if let offset = table.find(found.index + 1, name) { return found.entry.cases[offset] }
      if Self.isASCII(name) { return nil }
    }
    // Names that are not plain ASCII: compared as strings, as the dictionaries would.
    return cases.first { $0.name == name }
  }

  private static func isASCII(_ name: String) -> Bool { name.utf8.allSatisfy { $0 < 0x80 } }
}

/// A registered module and its place in the directory's table.
struct FoundModule {
  var index: Int
  var entry: ModuleEntry
}

/// A route case as the bus shows it: the app's style for it, or else its declared one, and its
/// requirement.
struct PlacedCase: Sendable {
  var name: String
  var presentation: PresentationStyle
  var requirement: Requirement?
}
