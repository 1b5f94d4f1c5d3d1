// Counts the public types and macros of a module from its symbol graphs: every public struct,
// enum, class, actor, protocol and type alias, nested ones included, and every public macro.
// Associated types, members and extensions of other modules' types are not counted.
//
//   swift Tools/DocCheck/count-public-surface.swift MODULE [--list] [--expect FILE] GRAPH...
//
// Prints `MODULE: N public types, M macros`. `--list` prints every name as well, one a line
// (macros with a leading `@`). `--expect FILE` compares the names with FILE, which lists them in
// the same form (lines starting with `#` and empty lines are ignored), and exits with 1 if the two
// differ: a new public type or macro is a decision, recorded in that file and in the CHANGELOG.
// The symbol graphs are the ones `swift package generate-documentation` extracts, or those of
// `Tools/DocCheck/count-public-surface.sh`.

import Foundation

struct SymbolGraph: Decodable {
  let symbols: [Symbol]
}

struct Symbol: Decodable {
  struct Kind: Decodable { let identifier: String }
  let kind: Kind
  let pathComponents: [String]
  let accessLevel: String
}

let typeKinds: Set<String> = [
  "swift.struct", "swift.enum", "swift.class", "swift.actor", "swift.protocol", "swift.typealias",
]

var arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String, code: Int32 = 2) -> Never {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
  exit(code)
}
guard !arguments.isEmpty else {
  fail("usage: count-public-surface.swift MODULE [--list] [--expect FILE] SYMBOL-GRAPH-FILE...")
}
let module = arguments.removeFirst()
var list = false
var expected: String?
var files: [String] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--list": list = true
  case "--expect":
    guard !arguments.isEmpty else { fail("--expect needs a file") }
    expected = arguments.removeFirst()
  default: files.append(argument)
  }
}
// Only the module's own graph declares its types; `MODULE@Other.symbols.json` holds extensions.
let ownGraphs = files.filter {
  URL(fileURLWithPath: $0).lastPathComponent == "\(module).symbols.json"
}
guard !ownGraphs.isEmpty else { fail("no symbol graph named \(module).symbols.json was given") }

var types: Set<String> = []
var macros: Set<String> = []
for file in ownGraphs {
  let graph: SymbolGraph
  do {
    graph = try JSONDecoder().decode(
      SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
  } catch {
    fail("error: cannot read the symbol graph \(file): \(error)")
  }
  for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
    let name = symbol.pathComponents.joined(separator: ".")
    if typeKinds.contains(symbol.kind.identifier) { types.insert(name) }
    if symbol.kind.identifier == "swift.macro" {
      macros.insert("@" + (name.split(separator: "(").first.map(String.init) ?? name))
    }
  }
}

print("\(module): \(types.count) public types, \(macros.count) macros")
let names = types.union(macros)
if list {
  for name in names.sorted() { print(name) }
}
if let expected {
  guard let text = try? String(contentsOfFile: expected, encoding: .utf8) else {
    fail("error: cannot read \(expected)")
  }
  let allowed = Set(
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  let added = names.subtracting(allowed).sorted()
  let removed = allowed.subtracting(names).sorted()
  for name in added { print("public but not listed in \(expected): \(name)") }
  for name in removed { print("listed in \(expected) but not public: \(name)") }
  if !added.isEmpty || !removed.isEmpty { exit(1) }
}
