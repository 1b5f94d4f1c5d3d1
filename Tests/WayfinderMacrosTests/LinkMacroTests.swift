import MacroTesting
import Testing

/// `@Link` templates are checked against the case's values when compiling, with a fix-it where
/// the right template is clear.
@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct LinkMacroTests {
  @Test func aTemplateGoesIntoTheCatalogue() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
        case detail(id: String)
        @Link("p/:page/of/:id")
        case page(id: String, page: Int)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case detail(id: String)
        case page(id: String, page: Int)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "detail",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: ":id"
          ),
          Wayfinder.RouteCase(
            name: "page",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self)),
              Wayfinder.RouteParameter(label: "page", codec: Wayfinder.LinkCodec.of(Int.self))
            ],
            link: "p/:page/of/:id"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .detail(let value0):
            var components = Wayfinder.RouteComponents(name: "detail", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .page(let value0, let value1):
            var components = Wayfinder.RouteComponents(name: "page", capacity: 2)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            components.append(value1, codec: Wayfinder.LinkCodec.of(Int.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "detail":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .detail(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "page":
            var reader = try routeComponents.reader(module: module, valueCount: 2)
            self = try .page(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"), page: reader.next(codec: Wayfinder.LinkCodec.of(Int.self), label: "page"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  @Test func aLabelTheCaseDoesNotHaveIsFixedToTheClosestOne() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":taskId/history")
        case history(taskID: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":taskId/history")
              ┬────────────────
              ╰─ 🛑 ':taskId' is not a value of the case; its values are ':taskID'
                 ✏️ use ':taskID/history'
        case history(taskID: String)
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":taskID/history")
        case history(taskID: String)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case history(taskID: String)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "history",
            parameters: [
              Wayfinder.RouteParameter(label: "taskID", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: ":taskID/history"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .history(let value0):
            var components = Wayfinder.RouteComponents(name: "history", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "history":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .history(taskID: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "taskID"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  @Test func aValueLeftOutIsAddedAtTheEnd() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
        case photo(id: String, index: Int)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
              ┬────
              ╰─ 🛑 the template leaves out ':index'; every value of the case stands once
                 ✏️ use ':id/:index'
        case photo(id: String, index: Int)
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id/:index")
        case photo(id: String, index: Int)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case photo(id: String, index: Int)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "photo",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self)),
              Wayfinder.RouteParameter(label: "index", codec: Wayfinder.LinkCodec.of(Int.self))
            ],
            link: ":id/:index"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .photo(let value0, let value1):
            var components = Wayfinder.RouteComponents(name: "photo", capacity: 2)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            components.append(value1, codec: Wayfinder.LinkCodec.of(Int.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "photo":
            var reader = try routeComponents.reader(module: module, valueCount: 2)
            self = try .photo(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"), index: reader.next(codec: Wayfinder.LinkCodec.of(Int.self), label: "index"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  @Test func emptySegmentsAreDropped() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link("/:id//edit")
        case edit(id: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link("/:id//edit")
              ┬───────────
              ╰─ 🛑 the template '/:id//edit' has an empty segment; segments are written without a leading or doubled '/'
                 ✏️ use ':id/edit'
        case edit(id: String)
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id/edit")
        case edit(id: String)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case edit(id: String)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "edit",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: ":id/edit"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .edit(let value0):
            var components = Wayfinder.RouteComponents(name: "edit", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "edit":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .edit(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  @Test func aWordThatCannotStandInALinkIsCleaned() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link("all tasks/:id")
        case detail(id: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link("all tasks/:id")
              ┬──────────────
              ╰─ 🛑 'all tasks' cannot stand in a link: a word of a template holds only ASCII letters, digits, '-', '_' and '.'
                 ✏️ use 'all-tasks/:id'
        case detail(id: String)
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link("all-tasks/:id")
        case detail(id: String)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case detail(id: String)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "detail",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: "all-tasks/:id"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .detail(let value0):
            var components = Wayfinder.RouteComponents(name: "detail", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "detail":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .detail(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  @Test func aValueTwiceAnUnlabelledValueAndSeveralCasesAreRefused() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id/:id")
        case detail(id: String)
        @Link("note/:text")
        case note(String)
        @Link("a/:id")
        case a(id: String), b(id: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id/:id")
              ┬────────
              ╰─ 🛑 ':id' stands twice in the template
        case detail(id: String)
        @Link("note/:text")
              ┬───────────
              ╰─ 🛑 value #1 has no label, so the template cannot name it; label the value
        case note(String)
        @Link("a/:id")
        ╰─ 🛑 '@Link' applies to one case; declare each case on its own line with its own template
        case a(id: String), b(id: String)
      }
      """
    }
  }

  @Test func twoCasesThatStartAlikeAreRefused() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
        case detail(id: String)
        @Link(":id/history")
        case history(id: String)
        case edit(id: String)
        @Link("edit/:id/again")
        case reedit(id: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
        case detail(id: String)
        @Link(":id/history")
              ┬────────────
              ╰─ 🛑 'history' and 'detail' both start their links with a value; a link could not tell them apart
                 ✏️ start it with 'history'
        case history(id: String)
        case edit(id: String)
        @Link("edit/:id/again")
              ┬───────────────
              ╰─ 🛑 'reedit' and 'edit' both start their links with 'edit'; a link could not tell them apart
                 ✏️ start it with 'reedit'
        case reedit(id: String)
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Link(":id")
        case detail(id: String)
        @Link("history/:id")
        case history(id: String)
        case edit(id: String)
        @Link("reedit/:id/again")
        case reedit(id: String)
      }
      """
    } expansion: {
      #"""
      enum TasksRoute {
        case detail(id: String)
        case history(id: String)
        case edit(id: String)
        case reedit(id: String)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "detail",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: ":id"
          ),
          Wayfinder.RouteCase(
            name: "history",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: "history/:id"
          ),
          Wayfinder.RouteCase(
            name: "edit",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ]
          ),
          Wayfinder.RouteCase(
            name: "reedit",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            link: "reedit/:id/again"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .detail(let value0):
            var components = Wayfinder.RouteComponents(name: "detail", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .history(let value0):
            var components = Wayfinder.RouteComponents(name: "history", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .edit(let value0):
            var components = Wayfinder.RouteComponents(name: "edit", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .reedit(let value0):
            var components = Wayfinder.RouteComponents(name: "reedit", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "detail":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .detail(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "history":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .history(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "edit":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .edit(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "reedit":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .reedit(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }
}
