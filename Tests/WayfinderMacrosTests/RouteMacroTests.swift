import MacroTesting
import Testing

@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct RouteMacroTests {
  @Test func expandsARouteEnum() {
    assertMacro {
      """
      @Route(path: "tasks")
      public enum TasksRoute {
        case list
        case detail(id: String)

        @Presents(.sheet, detents: [.medium, .large])
        case edit(id: String)

        @Requires(.premium)
        @Presents(.fullScreen)
        case analytics

        case board(Filter, ids: [Int]?)
      }
      """
    } expansion: {
      """
      public enum TasksRoute {
        case list
        case detail(id: String)
        case edit(id: String)
        case analytics

        case board(Filter, ids: [Int]?)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        public static let moduleKey: Wayfinder.ModuleKey = "tasks"

        public static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "list"
          ),
          Wayfinder.RouteCase(
            name: "detail",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ]
          ),
          Wayfinder.RouteCase(
            name: "edit",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ],
            presentation: Wayfinder.PresentationStyle.sheet(detents: [.medium, .large])
          ),
          Wayfinder.RouteCase(
            name: "analytics",
            presentation: .fullScreen,
            requirement: .premium
          ),
          Wayfinder.RouteCase(
            name: "board",
            parameters: [
              Wayfinder.RouteParameter(label: nil, codec: Wayfinder.LinkCodec.of(Filter.self)),
              Wayfinder.RouteParameter(label: "ids", codec: Wayfinder.LinkCodec.of(Int.self).array.optional)
            ]
          ),
        ]

        public var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .list:
            Wayfinder.RouteComponents(name: "list")
          case .detail(let value0):
            Wayfinder.RouteComponents(
              name: "detail",
              values: [
                Wayfinder.LinkCodec.of(String.self).encode(value0)
              ])
          case .edit(let value0):
            Wayfinder.RouteComponents(
              name: "edit",
              values: [
                Wayfinder.LinkCodec.of(String.self).encode(value0)
              ])
          case .analytics:
            Wayfinder.RouteComponents(name: "analytics")
          case .board(let value0, let value1):
            Wayfinder.RouteComponents(
              name: "board",
              values: [
                Wayfinder.LinkCodec.of(Filter.self).encode(value0),
                Wayfinder.LinkCodec.of(Int.self).array.optional.encode(value1)
              ])
          }
        }

        public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            try routeComponents.expectValueCount(0, module: module)
            self = .list
          case "detail":
            try routeComponents.expectValueCount(1, module: module)
            let value0 = try routeComponents.value(at: 0, codec: Wayfinder.LinkCodec.of(String.self), label: "id", module: module)
            self = .detail(id: value0)
          case "edit":
            try routeComponents.expectValueCount(1, module: module)
            let value0 = try routeComponents.value(at: 0, codec: Wayfinder.LinkCodec.of(String.self), label: "id", module: module)
            self = .edit(id: value0)
          case "analytics":
            try routeComponents.expectValueCount(0, module: module)
            self = .analytics
          case "board":
            try routeComponents.expectValueCount(2, module: module)
            let value0 = try routeComponents.value(at: 0, codec: Wayfinder.LinkCodec.of(Filter.self), label: nil, module: module)
            let value1 = try routeComponents.value(at: 1, codec: Wayfinder.LinkCodec.of(Int.self).array.optional, label: "ids", module: module)
            self = .board(value0, ids: value1)
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["list", "detail", "edit", "analytics", "board"])
          }
        }

        public var defaultPresentation: Wayfinder.PresentationStyle {
          switch self {
          case .edit:
            Wayfinder.PresentationStyle.sheet(detents: [.medium, .large])
          case .analytics:
            .fullScreen
          default:
            .push
          }
        }

        public var requirement: Wayfinder.Requirement? {
          switch self {
          case .analytics:
            .premium
          default:
            nil
          }
        }
      }
      """
    }
  }

  @Test func rejectsTwoCasesWithOnePath() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case detail(id: String)
        case detail(slug: String)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case detail(id: String)
        case detail(slug: String)
             ┬─────
             ╰─ 🛑 two cases of 'TasksRoute' have the path 'detail'; a link could not tell them apart
                ✏️ rename to 'detailSlug'
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case detail(id: String)
        case detailSlug(slug: String)
      }
      """
    } expansion: {
      """
      enum TasksRoute {
        case detail(id: String)
        case detailSlug(slug: String)
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "detail",
            parameters: [
              Wayfinder.RouteParameter(label: "id", codec: Wayfinder.LinkCodec.of(String.self))
            ]
          ),
          Wayfinder.RouteCase(
            name: "detailSlug",
            parameters: [
              Wayfinder.RouteParameter(label: "slug", codec: Wayfinder.LinkCodec.of(String.self))
            ]
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .detail(let value0):
            Wayfinder.RouteComponents(
              name: "detail",
              values: [
                Wayfinder.LinkCodec.of(String.self).encode(value0)
              ])
          case .detailSlug(let value0):
            Wayfinder.RouteComponents(
              name: "detailSlug",
              values: [
                Wayfinder.LinkCodec.of(String.self).encode(value0)
              ])
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "detail":
            try routeComponents.expectValueCount(1, module: module)
            let value0 = try routeComponents.value(at: 0, codec: Wayfinder.LinkCodec.of(String.self), label: "id", module: module)
            self = .detail(id: value0)
          case "detailSlug":
            try routeComponents.expectValueCount(1, module: module)
            let value0 = try routeComponents.value(at: 0, codec: Wayfinder.LinkCodec.of(String.self), label: "slug", module: module)
            self = .detailSlug(slug: value0)
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["detail", "detailSlug"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsAReservedCasePath() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case list
        case flow
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case list
        case flow
             ┬───
             ╰─ 🛑 'flow' cannot be the path of a route case: links reserve 'flow', 'scene' and 'step'
                ✏️ rename to 'flowRoute'
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case list
        case flowRoute
      }
      """
    } expansion: {
      """
      enum TasksRoute {
        case list
        case flowRoute
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "list"
          ),
          Wayfinder.RouteCase(
            name: "flowRoute"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .list:
            Wayfinder.RouteComponents(name: "list")
          case .flowRoute:
            Wayfinder.RouteComponents(name: "flowRoute")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            try routeComponents.expectValueCount(0, module: module)
            self = .list
          case "flowRoute":
            try routeComponents.expectValueCount(0, module: module)
            self = .flowRoute
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["list", "flowRoute"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsAReservedModulePath() {
    assertMacro {
      """
      @Route(path: "scene")
      enum SceneRoute {
        case list
      }
      """
    } diagnostics: {
      """
      @Route(path: "scene")
                   ┬──────
                   ╰─ 🛑 'scene' cannot be the path of a module: links reserve 'flow', 'scene' and 'step'
                      ✏️ use 'scenes'
      enum SceneRoute {
        case list
      }
      """
    } fixes: {
      """
      @Route(path: "scenes")
      enum SceneRoute {
        case list
      }
      """
    } expansion: {
      """
      enum SceneRoute {
        case list
      }

      extension SceneRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "scenes"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "list"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .list:
            Wayfinder.RouteComponents(name: "list")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            try routeComponents.expectValueCount(0, module: module)
            self = .list
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["list"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsAModulePathWithCharactersALinkCannotHold() {
    assertMacro {
      """
      @Route(path: "my tasks/all")
      enum TasksRoute {
        case list
      }
      """
    } diagnostics: {
      """
      @Route(path: "my tasks/all")
                   ┬─────────────
                   ╰─ 🛑 'my tasks/all' cannot be the path of a module: a path segment holds only ASCII letters, digits, '-', '_' and '.'
                      ✏️ use 'my-tasks-all'
      enum TasksRoute {
        case list
      }
      """
    } fixes: {
      """
      @Route(path: "my-tasks-all")
      enum TasksRoute {
        case list
      }
      """
    } expansion: {
      """
      enum TasksRoute {
        case list
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "my-tasks-all"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "list"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .list:
            Wayfinder.RouteComponents(name: "list")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            try routeComponents.expectValueCount(0, module: module)
            self = .list
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["list"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsACasePathWithCharactersALinkCannotHold() {
    assertMacro {
      """
      @Route(path: "cafe")
      enum CafeRoute {
        case menü
      }
      """
    } diagnostics: {
      """
      @Route(path: "cafe")
      enum CafeRoute {
        case menü
             ┬────
             ╰─ 🛑 'menü' cannot be the path of a route case: a path segment holds only ASCII letters, digits, '-', '_' and '.'
                ✏️ rename to 'menu'
      }
      """
    } fixes: {
      """
      @Route(path: "cafe")
      enum CafeRoute {
        case menu
      }
      """
    } expansion: {
      """
      enum CafeRoute {
        case menu
      }

      extension CafeRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "cafe"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "menu"
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .menu:
            Wayfinder.RouteComponents(name: "menu")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "menu":
            try routeComponents.expectValueCount(0, module: module)
            self = .menu
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["menu"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsValuesThatCannotAppearInALink() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case run(action: () -> Void)
        case point((Int, Int))
        case tags([String: Int]?)
        case anything(Any)
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case run(action: () -> Void)
                         ┬─────────
                         ╰─ 🛑 '() -> Void' cannot appear in a link: a function has no link form; use String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one
        case point((Int, Int))
                   ┬─────────
                   ╰─ 🛑 '(Int, Int)' cannot appear in a link: a tuple has no link form; use String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one
        case tags([String: Int]?)
                  ┬────────────
                  ╰─ 🛑 '[String: Int]?' cannot appear in a link: a dictionary has no link form; use String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one
        case anything(Any)
                      ┬──
                      ╰─ 🛑 'Any' cannot appear in a link: 'Any' has no link form; use String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one
      }
      """
    }
  }

  @Test func rejectsARouteThatIsNotAnEnum() {
    assertMacro {
      """
      @Route(path: "tasks")
      struct TasksRoute {
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      ┬────────────────────
      ╰─ 🛑 '@Route' can only be attached to an enum: its cases are the feature's routes
         ✏️ remove '@Route(path: "tasks")'
      struct TasksRoute {
      }
      """
    } fixes: {
      """
      struct TasksRoute {
      }
      """
    } expansion: {
      """
      struct TasksRoute {
      }
      """
    }
  }

  @Test func rejectsDetentsOnAStyleOtherThanSheet() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Presents(.fullScreen, detents: [.medium])
        case analytics
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Presents(.fullScreen, detents: [.medium])
                               ┬─────────────────
                               ╰─ 🛑 '@Presents(.fullScreen, detents:)': detents apply only to '.sheet'
                                  ✏️ remove 'detents:'
        case analytics
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Presents(.fullScreen)
        case analytics
      }
      """
    } expansion: {
      """
      enum TasksRoute {
        case analytics
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "analytics",
            presentation: .fullScreen
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .analytics:
            Wayfinder.RouteComponents(name: "analytics")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "analytics":
            try routeComponents.expectValueCount(0, module: module)
            self = .analytics
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["analytics"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          switch self {
          case .analytics:
            .fullScreen
          }
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """
    }
  }

  @Test func rejectsABehaviorOnARoute() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Requires(.premium, behavior: .hidden)
        case analytics
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Requires(.premium, behavior: .hidden)
                            ┬────────────────
                            ╰─ 🛑 'behavior:' applies only to the tabs of an '@AppShell'; a route whose requirement is unmet is never shown
                               ✏️ remove 'behavior:'
        case analytics
      }
      """
    } fixes: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        @Requires(.premium)
        case analytics
      }
      """
    } expansion: {
      """
      enum TasksRoute {
        case analytics
      }

      extension TasksRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "tasks"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "analytics",
            requirement: .premium
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .analytics:
            Wayfinder.RouteComponents(name: "analytics")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "analytics":
            try routeComponents.expectValueCount(0, module: module)
            self = .analytics
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: ["analytics"])
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .push
        }

        var requirement: Wayfinder.Requirement? {
          switch self {
          case .analytics:
            .premium
          }
        }
      }
      """
    }
  }

  @Test func rejectsCasesInsideConditionalCompilation() {
    assertMacro {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case list
        #if os(macOS)
        case inspector
        #endif
      }
      """
    } diagnostics: {
      """
      @Route(path: "tasks")
      enum TasksRoute {
        case list
        #if os(macOS)
        ┬──
        ╰─ 🛑 route cases cannot be declared inside '#if': links must mean the same on every platform
        case inspector
        #endif
      }
      """
    }
  }

}
