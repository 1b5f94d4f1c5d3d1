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
      #"""
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
            return Wayfinder.RouteComponents(name: "list")
          case .detail(let value0):
            var components = Wayfinder.RouteComponents(name: "detail", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .edit(let value0):
            var components = Wayfinder.RouteComponents(name: "edit", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .analytics:
            return Wayfinder.RouteComponents(name: "analytics")
          case .board(let value0, let value1):
            var components = Wayfinder.RouteComponents(name: "board", capacity: 2)
            components.append(value0, codec: Wayfinder.LinkCodec.of(Filter.self))
            components.append(value1, codec: Wayfinder.LinkCodec.of(Int.self).array.optional)
            return components
          }
        }

        public init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .list
          case "detail":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .detail(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "edit":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .edit(id: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "id"))
            try reader.finish()
          case "analytics":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .analytics
          case "board":
            var reader = try routeComponents.reader(module: module, valueCount: 2)
            self = try .board(reader.next(codec: Wayfinder.LinkCodec.of(Filter.self), label: nil), ids: reader.next(codec: Wayfinder.LinkCodec.of(Int.self).array.optional, label: "ids"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
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
      """#
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
      #"""
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
            var components = Wayfinder.RouteComponents(name: "detail", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(String.self))
            return components
          case .detailSlug(let value0):
            var components = Wayfinder.RouteComponents(name: "detailSlug", capacity: 1)
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
          case "detailSlug":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .detailSlug(slug: reader.next(codec: Wayfinder.LinkCodec.of(String.self), label: "slug"))
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
      #"""
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
            return Wayfinder.RouteComponents(name: "list")
          case .flowRoute:
            return Wayfinder.RouteComponents(name: "flowRoute")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .list
          case "flowRoute":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .flowRoute
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
      #"""
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
            return Wayfinder.RouteComponents(name: "list")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .list
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
      #"""
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
            return Wayfinder.RouteComponents(name: "list")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "list":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .list
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
      #"""
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
            return Wayfinder.RouteComponents(name: "menu")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "menu":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .menu
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

  /// A dictionary is accepted (it is Codable, so the case is restorable); a closure, a tuple and
  /// `Any` are not Hashable, and a closure that takes at most one value gets a fix-it.
  @Test func rejectsValuesThatCannotBeRouteValues() {
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
                         ╰─ 🛑 '() -> Void' cannot be a route value: a closure is not Hashable; wrap it in RouteCallback, which gives it an identity; a route value is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one), a Codable model, or any Hashable & Sendable value
                            ✏️ wrap the closure in 'RouteCallback<Void>'
        case point((Int, Int))
                   ┬─────────
                   ╰─ 🛑 '(Int, Int)' cannot be a route value: a tuple is not Hashable; a route value is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one), a Codable model, or any Hashable & Sendable value
        case tags([String: Int]?)
        case anything(Any)
                      ┬──
                      ╰─ 🛑 'Any' cannot be a route value: 'Any' is not Hashable; a route value is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one), a Codable model, or any Hashable & Sendable value
      }
      """
    }
  }

  @Test func wrapsAClosureInARouteCallback() {
    assertMacro {
      """
      @Route(path: "gists")
      enum GistsRoute {
        @Presents(.sheet)
        case newGist(completion: (Gist) -> Void)
      }
      """
    } diagnostics: {
      """
      @Route(path: "gists")
      enum GistsRoute {
        @Presents(.sheet)
        case newGist(completion: (Gist) -> Void)
                                 ┬─────────────
                                 ╰─ 🛑 '(Gist) -> Void' cannot be a route value: a closure is not Hashable; wrap it in RouteCallback, which gives it an identity; a route value is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one), a Codable model, or any Hashable & Sendable value
                                    ✏️ wrap the closure in 'RouteCallback<Gist>'
      }
      """
    } fixes: {
      """
      @Route(path: "gists")
      enum GistsRoute {
        @Presents(.sheet)
        case newGist(completion: RouteCallback<Gist>)
      }
      """
    } expansion: {
      #"""
      enum GistsRoute {
        case newGist(completion: RouteCallback<Gist>)
      }

      extension GistsRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "gists"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "newGist",
            parameters: [
              Wayfinder.RouteParameter(label: "completion", codec: Wayfinder.LinkCodec.of(RouteCallback<Gist>.self))
            ],
            presentation: .sheet
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .newGist(let value0):
            var components = Wayfinder.RouteComponents(name: "newGist", capacity: 1)
            components.append(value0, codec: Wayfinder.LinkCodec.of(RouteCallback<Gist>.self))
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "newGist":
            var reader = try routeComponents.reader(module: module, valueCount: 1)
            self = try .newGist(completion: reader.next(codec: Wayfinder.LinkCodec.of(RouteCallback<Gist>.self), label: "completion"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .sheet
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
    }
  }

  /// A scene opens from a saved value, which a transient one has not; presenting the case as a
  /// sheet fixes it.
  @Test func rejectsATransientValueOnAWindowRoute() {
    assertMacro {
      """
      @Route(path: "media")
      enum MediaRoute {
        @Presents(.window(id: "viewer"))
        case viewer(attachment: Attachment, onClose: RouteCallback<Void>?)
      }
      """
    } diagnostics: {
      """
      @Route(path: "media")
      enum MediaRoute {
        @Presents(.window(id: "viewer"))
        case viewer(attachment: Attachment, onClose: RouteCallback<Void>?)
                                                     ┬───────────────────
                                                     ╰─ 🛑 'viewer' opens a scene ('.window'), which the system opens and restores from a saved value; 'RouteCallback<Void>?' is transient and has none
                                                        ✏️ present it as a sheet
      }
      """
    } fixes: {
      """
      @Route(path: "media")
      enum MediaRoute {
        @Presents(.sheet)
        case viewer(attachment: Attachment, onClose: RouteCallback<Void>?)
      }
      """
    } expansion: {
      #"""
      enum MediaRoute {
        case viewer(attachment: Attachment, onClose: RouteCallback<Void>?)
      }

      extension MediaRoute: Wayfinder.NavigationRoute {
        static let moduleKey: Wayfinder.ModuleKey = "media"

        static let routeCases: [Wayfinder.RouteCase] = [
          Wayfinder.RouteCase(
            name: "viewer",
            parameters: [
              Wayfinder.RouteParameter(label: "attachment", codec: Wayfinder.LinkCodec.of(Attachment.self)),
              Wayfinder.RouteParameter(label: "onClose", codec: Wayfinder.LinkCodec.of(RouteCallback<Void>.self).optional)
            ],
            presentation: .sheet
          ),
        ]

        var routeComponents: Wayfinder.RouteComponents {
          switch self {
          case .viewer(let value0, let value1):
            var components = Wayfinder.RouteComponents(name: "viewer", capacity: 2)
            components.append(value0, codec: Wayfinder.LinkCodec.of(Attachment.self))
            components.append(value1, codec: Wayfinder.LinkCodec.of(RouteCallback<Void>.self).optional)
            return components
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "viewer":
            var reader = try routeComponents.reader(module: module, valueCount: 2)
            self = try .viewer(attachment: reader.next(codec: Wayfinder.LinkCodec.of(Attachment.self), label: "attachment"), onClose: reader.next(codec: Wayfinder.LinkCodec.of(RouteCallback<Void>.self).optional, label: "onClose"))
            try reader.finish()
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .sheet
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
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
      #"""
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
            return Wayfinder.RouteComponents(name: "analytics")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "analytics":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .analytics
          default:
            throw .unknownCase(
              module: module, name: routeComponents.name,
              known: Self.routeCases.map(\.name))
          }
        }

        var defaultPresentation: Wayfinder.PresentationStyle {
          .fullScreen
        }

        var requirement: Wayfinder.Requirement? {
          nil
        }
      }
      """#
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
      #"""
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
            return Wayfinder.RouteComponents(name: "analytics")
          }
        }

        init(routeComponents: Wayfinder.RouteComponents) throws(Wayfinder.RouteDecodingError) {
          let module = Self.moduleKey
          switch routeComponents.name {
          case "analytics":
            _ = try routeComponents.reader(module: module, valueCount: 0)
            self = .analytics
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
          .premium
        }
      }
      """#
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
