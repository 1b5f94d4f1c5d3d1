extension LinkParser {
  /// The route before the one being read, whose labelled values the next one may inherit.
  private struct Previous {
    var entry: Int
    var values: [String]
  }

  /// Reads the routes of a tab or scene link up to the end of the path.
  /// - Parameters:
  ///   - container: The tab or scene.
  ///   - sceneRootStyle: For a scene, the style that opens it: the first route is its root.
  mutating func parseRoutes(
    in container: Int, sceneRootStyle: PresentationStyle?
  )
    throws(DeepLinkError) -> [LinkedRoute]
  {
    let box = tables.containers[container]
    var routes: [LinkedRoute] = []
    routes.reserveCapacity(4)
    var previous: Previous?
    while let range = scanner.next() {
      if range.isEmpty, scanner.isAtEnd { break }
      let segment = scanner.segment
      let semicolon = scanner.firstIndex(of: UInt8(ascii: ";"), in: range)
      let nameRange = range.lowerBound..<(semicolon ?? range.upperBound)
      guard !nameRange.isEmpty else {
        throw .malformed(segment: segment, found: scanner.text(range), expected: "a route name")
      }
      // A route's first word finds it; a segment that is no word and no route's name is the
      // first value of the route whose link starts with one.
      let entryIndex: Int
      if let found = try find(box.namespace, nameRange) {
        entryIndex = found
      } else if let valueFirst = box.valueFirst,
        try find(box.namespace + DeepLinkTables.caseOffset, nameRange) == nil
      {
        entryIndex = valueFirst
      } else {
        throw unknownRoute(nameRange, segment: segment, in: box)
      }
      let entry = tables.routes[entryIndex]
      guard entry.isLinkable else {
        throw .unlinkableRoute(
          segment: segment, route: entry.module.rawValue + "/" + entry.name,
          kind: entry.declaration.kind,
          carries: entry.declaration.parameters.filter { $0.kind != .linkable }.map(\.typeName))
      }

      // Items after `;`: one style and `label=value` for inherited values.
      var inlineStyle: Range<Int>?
      var overrides: [(label: Range<Int>, value: Range<Int>)] = []
      if let semicolon {
        var itemStart = semicolon + 1
        while itemStart <= range.upperBound {
          let itemEnd =
            scanner.firstIndex(of: UInt8(ascii: ";"), in: itemStart..<range.upperBound)
            ?? range.upperBound
          let item = itemStart..<itemEnd
          if let equals = scanner.firstIndex(of: UInt8(ascii: "="), in: item) {
            overrides.append((item.lowerBound..<equals, (equals + 1)..<item.upperBound))
          } else if inlineStyle == nil, !item.isEmpty {
            inlineStyle = item
          } else {
            throw .malformed(
              segment: segment, found: scanner.text(range),
              expected: "one style and 'label=value' items after ';'")
          }
          itemStart = itemEnd + 1
        }
      }

      // Values: inherited from the route before when it has the same label and type, unless
      // overridden; otherwise one segment each.
      let parameters = entry.declaration.parameters
      for override in overrides {
        let inheritable = parameters.indices.contains { index in
          let key = entry.keys[index]
          return key >= 0 && matches(override.label, parameters[index].label)
            && previous.map { tables.routes[$0.entry].keys.contains(key) } == true
        }
        guard inheritable else {
          throw .malformed(
            segment: segment, found: scanner.text(range),
            expected: "';label=value' only for values inherited from the route before")
        }
      }
      // The template's parts after the first segment: words to match, values to read.
      var values = parameters.isEmpty ? [] : [String](repeating: "", count: parameters.count)
      var inheritedMask: UInt64 = 0
      var overridesUsed = 0
      for (position, part) in entry.template.enumerated() {
        switch part {
        case .literal(let word):
          guard position > 0 else { continue }
          guard let wordRange = scanner.next() else {
            throw .malformed(
              segment: scanner.segment + 1, found: "",
              expected: "'\(word)' in the link of route '\(entry.name)'")
          }
          guard try decode(wordRange) == word else {
            throw .malformed(
              segment: scanner.segment, found: scanner.text(wordRange),
              expected: "'\(word)' in the link of route '\(entry.name)'")
          }
        case .value(let index) where position == 0:
          values[index] = try decode(nameRange)
        case .value(let index):
          let key = entry.keys[index]
          if key >= 0, let previous,
            let source = tables.routes[previous.entry].keys.firstIndex(of: key)
          {
            if index < 64 { inheritedMask |= 1 << UInt64(index) }
            if let override = overrides.first(where: { matches($0.label, parameters[index].label) })
            {
              values[index] = try decode(override.value)
              overridesUsed += 1
            } else {
              values[index] = previous.values[source]
            }
          } else {
            guard let valueRange = scanner.next() else {
              throw .missingValue(
                segment: scanner.segment + 1, route: entry.name,
                parameter: parameters[index].label ?? "#\(index + 1)",
                expected: parameters[index].typeName)
            }
            values[index] = try decode(valueRange)
          }
        }
      }
      guard overridesUsed == overrides.count else {
        throw .malformed(
          segment: segment, found: scanner.text(range),
          expected: "';label=value' only for values inherited from the route before")
      }

      let components = RouteComponents(name: entry.name, values: values)
      let validated: ValidatedRoute
      do {
        validated = try tables.validators[entry.registration](entry.caseIndex, components)
      } catch {
        // A misspelt word read as the value a link starts with: the word is what the person
        // meant, when that value is the one that did not decode.
        if case .badValue(_, _, let index, _, _, _) = error,
          case .value(index)? = entry.template.first
        {
          let found = try decode(nameRange)
          if let suggestion = tables.suggestRoute(found, in: box) {
            throw .unknownRoute(
              segment: segment, found: found, container: box.id, suggestion: suggestion)
          }
        }
        throw valueError(error, entry: entry, segment: segment, inheritedMask: inheritedMask)
      }
      if let requirement = validated.requirement {
        if let unmet = unmetRequirement(requirement) {
          throw .blocked(segment: segment, requirement: unmet)
        }
        recordRequirement(requirement)
      }
      let route = AnyRoute(module: entry.module, components: components)

      // The style: inline, or from `?present=` for the last route, or the default.
      var explicit = inlineStyle.map { (range: $0, segment: Optional(segment)) }
      if scanner.isAtEndOrTrailingSlash, let queryStyle {
        guard explicit == nil else {
          throw .badQuery(
            item: "present=" + scanner.text(queryStyle),
            reason: "the last route already names its style in segment \(segment)")
        }
        explicit = (queryStyle, nil)
        queryStyleUsed = true
      }
      let next = Previous(entry: entryIndex, values: values)
      if let sceneRootStyle, routes.isEmpty {
        if let explicit {
          throw .badStyle(
            segment: explicit.segment, found: scanner.text(explicit.range),
            allowed: ["none: the first route of a scene link is the scene's root"])
        }
        routes.append(LinkedRoute(route, style: sceneRootStyle))
        previous = next
        continue
      }
      if routes.isEmpty, previous == nil, explicit == nil, let root = box.root, route == root {
        // The tab's root, named explicitly.
        previous = next
        continue
      }
      let style: PresentationStyle
      if let explicit {
        let name = try decode(explicit.range)
        guard let named = LinkStyle.style(named: name, declared: validated.presentation) else {
          throw .badStyle(segment: explicit.segment, found: name, allowed: LinkStyle.names)
        }
        style = named
      } else {
        style = LinkStyle.linkDefault(validated.presentation)
      }
      routes.append(LinkedRoute(route, style: style))
      guard routes.count <= DeepLinkResolver.maximumDepth else {
        throw .tooDeep(segment: segment, limit: DeepLinkResolver.maximumDepth)
      }
      previous = next
    }
    return routes
  }

  private func matches(_ label: Range<Int>, _ expected: String?) -> Bool {
    guard var expected else { return false }
    return expected.withUTF8 {
      label.count == $0.count && bytesEqual(bytes, from: label.lowerBound, $0)
    }
  }

  private func unknownRoute(
    _ range: Range<Int>, segment: Int, in container: DeepLinkTables.Container
  ) -> DeepLinkError {
    let found = PercentEncoding.decode(scanner.slice(range)) ?? scanner.text(range)
    if let named = tables.names.find(container.namespace + DeepLinkTables.caseOffset, found) {
      // A route's name whose link starts otherwise: say how its link is written.
      return .malformed(
        segment: segment, found: found,
        expected: "route '\(found)' as its link writes it, '\(tables.routes[named].pattern)'")
    }
    return .unknownRoute(
      segment: segment, found: found, container: container.id,
      suggestion: tables.suggestRoute(found, in: container))
  }

  /// Where a value that did not decode stands: its own segment, or the route's first segment
  /// when it was inherited or given as `;label=value`.
  private func valueError(
    _ error: RouteDecodingError, entry: DeepLinkTables.Route, segment: Int, inheritedMask: UInt64
  ) -> DeepLinkError {
    switch error {
    case .badValue(_, _, let index, _, let expected, let found):
      func isInherited(_ index: Int) -> Bool {
        index < 64 && inheritedMask & (1 << UInt64(index)) != 0
      }
      var position = segment
      for (offset, part) in entry.template.enumerated() {
        let value: Int?
        if case .value(let at) = part { value = at } else { value = nil }
        if offset > 0, value.map(isInherited) != true { position += 1 }
        if value == index {
          return .badValue(
            segment: offset > 0 && isInherited(index) ? segment : position, expected: expected,
            found: found)
        }
      }
      return .badValue(segment: segment, expected: expected, found: found)
    default:
      return .malformed(segment: segment, found: entry.name, expected: error.description)
    }
  }
}
