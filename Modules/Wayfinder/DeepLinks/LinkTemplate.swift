/// The segments a route occupies in a link: fixed words and the route's values, in the order the
/// link writes them.
///
/// A route without a declared template is written as its name followed by its values in
/// declaration order (`detail/:id`). A declared template (``RouteCase/link``) puts the values
/// anywhere: `:id` for `/tasks/123`, `:id/history` for `/tasks/123/history`.
struct LinkTemplate: Sendable, Equatable {
  enum Part: Sendable, Equatable {
    /// A fixed word.
    case literal(String)
    /// The value at this position of the case's parameters.
    case value(Int)
  }

  let parts: [Part]

  /// The fixed word a link starts the route with, or `nil` when it starts with a value.
  var firstLiteral: String? {
    if case .literal(let word) = parts.first { return word }
    return nil
  }

  /// The template of a case: the declared one, read and checked, or the name followed by the
  /// values.
  /// - Parameter declaration: The case.
  /// - Returns: The template, or what is wrong with the declared one.
  static func of(_ declaration: RouteCase) -> Result<LinkTemplate, TemplateProblem> {
    guard let text = declaration.link else {
      return .success(
        LinkTemplate(
          parts: [.literal(declaration.name)] + declaration.parameters.indices.map(Part.value)))
    }
    guard declaration.kind == .linkable else {
      return .failure(
        .init(description: "the case carries values without a link form, so it has no link"))
    }
    return read(text, parameters: declaration.parameters).map(LinkTemplate.init)
  }

  /// What is wrong with a declared template.
  struct TemplateProblem: Error, Equatable {
    let description: String
  }

  /// Reads `literal/:label/...` against the case's parameters: each segment is a plain word or
  /// a labelled value, and each value of the case stands exactly once.
  private static func read(
    _ text: String, parameters: [RouteParameter]
  ) -> Result<[Part], TemplateProblem> {
    let segments = text.split(separator: "/", omittingEmptySubsequences: false)
    guard !text.isEmpty, !segments.contains(where: \.isEmpty) else {
      return .failure(
        .init(description: "it has an empty segment; write segments such as ':id/edit'"))
    }
    var parts: [Part] = []
    var used = Set<Int>()
    for segment in segments {
      guard segment.hasPrefix(":") else {
        guard PercentEncoding.isPlainName(String(segment)) else {
          return .failure(
            .init(description: "'\(segment)' is not a plain word (A-Z a-z 0-9 - . _ ~)"))
        }
        parts.append(.literal(String(segment)))
        continue
      }
      let label = String(segment.dropFirst())
      guard let index = parameters.firstIndex(where: { $0.label == label }) else {
        let labels = parameters.compactMap(\.label).map { ":" + $0 }
        return .failure(
          .init(
            description: "':\(label)' is not a labelled value of the case"
              + (labels.isEmpty ? "" : "; its values are " + labels.joined(separator: ", "))))
      }
      guard used.insert(index).inserted else {
        return .failure(.init(description: "':\(label)' stands twice"))
      }
      parts.append(.value(index))
    }
    if let missing = parameters.indices.first(where: { !used.contains($0) }) {
      let name =
        parameters[missing].label.map { "':\($0)'" } ?? "value #\(missing + 1) (it has no label)"
      return .failure(
        .init(description: "it leaves out \(name); every value of the case stands once"))
    }
    return .success(parts)
  }
}
