// Checks that every public declaration of a module is documented: a summary, every parameter,
// the return value and what it throws. It reads the symbol graphs that
// `swift package generate-documentation` extracts, so it sees exactly what DocC sees.
//
//   swift Tools/DocCheck/check-docs.swift MODULE SOURCE-DIRECTORY SYMBOL-GRAPH-FILE...
//
// Prints one line per problem (`file:line: name: what is missing`) and exits with 1 if there is
// any. Witnesses of standard protocols (`description`, `==`, `encode(to:)`, ...) are documented by
// their protocols and are not checked; nor are extension blocks, which DocC shows as their members.

import Foundation

struct SymbolGraph: Decodable {
  let symbols: [Symbol]
}

struct Symbol: Decodable {
  struct Kind: Decodable { let identifier: String }
  struct Location: Decodable {
    struct Position: Decodable { let line: Int }
    let uri: String
    let position: Position
  }
  struct DocComment: Decodable {
    struct Line: Decodable { let text: String }
    let module: String?
    let lines: [Line]
  }
  struct Fragment: Decodable {
    let kind: String
    let spelling: String
  }
  struct Signature: Decodable {
    struct Parameter: Decodable {
      let name: String
      let internalName: String?
    }
    let parameters: [Parameter]?
    let returns: [Fragment]?
  }

  let kind: Kind
  let pathComponents: [String]
  let accessLevel: String
  let location: Location?
  let docComment: DocComment?
  let functionSignature: Signature?
  let declarationFragments: [Fragment]?
}

let standardWitnesses: Set<String> = [
  "description", "debugDescription", "hashValue", "hash(into:)", "==(_:_:)", "!=(_:_:)", "<(_:_:)",
  "encode(to:)", "init(from:)", "init(stringLiteral:)", "init(arrayLiteral:)",
  "init(integerLiteral:)", "errorDescription", "localizedDescription",
]
let callables: Set<String> = [
  "swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
  "swift.func.op", "swift.type.subscript",
]

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: check-docs.swift MODULE SOURCE-DIRECTORY SYMBOL-GRAPH-FILE...\n".utf8))
  exit(2)
}
let module = arguments[arguments.startIndex]
let sourceDirectory =
  "/"
  + arguments[arguments.startIndex + 1]
  .trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/"

var problems: Set<String> = []
var checked = 0
for file in arguments.dropFirst(2) {
  let graph: SymbolGraph
  do {
    graph = try JSONDecoder().decode(
      SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
  } catch {
    FileHandle.standardError.write(
      Data("error: cannot read the symbol graph \(file): \(error)\n".utf8))
    exit(2)
  }
  for symbol in graph.symbols {
    guard symbol.accessLevel == "public" || symbol.accessLevel == "open",
      symbol.kind.identifier != "swift.extension",
      let location = symbol.location,
      let range = location.uri.range(of: sourceDirectory),
      let name = symbol.pathComponents.last,
      !standardWitnesses.contains(name)
    else { continue }
    checked += 1
    let place =
      "\(sourceDirectory.dropFirst())\(location.uri[range.upperBound...]):\(location.position.line + 1)"
    let title = symbol.pathComponents.joined(separator: ".")
    func report(_ what: String) { problems.insert("\(place): \(title): \(what)") }

    guard let comment = symbol.docComment, comment.module == nil || comment.module == module,
      let summary = comment.lines.first?.text, !summary.trimmingCharacters(in: .whitespaces).isEmpty
    else {
      report("no documentation comment")
      continue
    }
    guard callables.contains(symbol.kind.identifier), let signature = symbol.functionSignature
    else { continue }
    let lines = comment.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
    for parameter in signature.parameters ?? [] {
      let label = parameter.internalName ?? parameter.name
      let documented = lines.contains {
        $0.hasPrefix("- \(label):") || $0.hasPrefix("- Parameter \(label):")
      }
      if !documented { report("parameter `\(label)` is not documented") }
    }
    let returns = (signature.returns ?? []).map(\.spelling).joined()
    if symbol.kind.identifier != "swift.init", !["", "()", "Void"].contains(returns),
      !lines.contains(where: { $0.hasPrefix("- Returns:") })
    {
      report("the return value is not documented")
    }
    // `throws` of the declaration itself, not of a closure among its parameters.
    var depth = 0
    var throwsError = false
    for fragment in symbol.declarationFragments ?? [] {
      if fragment.kind == "keyword", fragment.spelling == "throws", depth == 0 {
        throwsError = true
      }
      if fragment.kind == "text" {
        depth += fragment.spelling.filter { $0 == "(" }.count
        depth -= fragment.spelling.filter { $0 == ")" }.count
      }
    }
    if throwsError, !lines.contains(where: { $0.hasPrefix("- Throws:") }) {
      report("what it throws is not documented")
    }
  }
}

for problem in problems.sorted() { print(problem) }
print("\(checked) public declarations of \(module), \(problems.count) problems")
exit(problems.isEmpty ? 0 : 1)
