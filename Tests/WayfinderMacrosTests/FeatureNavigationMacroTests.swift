import MacroTesting
import Testing

@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct FeatureNavigationMacroTests {
  @Test func expandsAHandleProtocol() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      public protocol TasksNavigation {
        func showDetail(id: String)
        @discardableResult func showAnalytics() async -> Bool
        func startTaskCreation(from source: Filter?)
        func popToRoot()
      }
      """
    } expansion: {
      """
      @MainActor
      public protocol TasksNavigation {
        func showDetail(id: String)
        @discardableResult func showAnalytics() async -> Bool
        func startTaskCreation(from source: Filter?)
        func popToRoot()
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      public struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        public nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        public func showDetail(id: String) {
          #sourceLocation(file: "Test.swift", line: 4)
          send(.show(Wayfinder.AnyRoute(TasksRoute.detail(id: id)), style: nil))
          #sourceLocation()
        }

        @discardableResult
        public func showAnalytics() async -> Bool {
          #sourceLocation(file: "Test.swift", line: 5)
          return send(.show(Wayfinder.AnyRoute(TasksRoute.analytics), style: nil)).didNavigate
          #sourceLocation()
        }

        public func startTaskCreation(from source: Filter?) {
          send(.interaction(
              Wayfinder.AnyInteraction(TasksNavigationOutput.startTaskCreation(from: source))))
        }

        public func popToRoot() {
          send(.popToRoot)
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      public final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        public enum Call: Equatable {
          case showDetail(id: String)
          case showAnalytics
          case startTaskCreation(from: Filter?)
          case popToRoot
        }

        /// Every call so far, in order.
        public private(set) var calls: [Call] = []

        /// What `showAnalytics` returns; `true` unless a test says otherwise.
        public var showAnalyticsResult = true

        /// Creates a mock that has recorded nothing.
        public init() {}

        public func showDetail(id: String) {
          calls.append(.showDetail(id: id))
        }

        @discardableResult
        public func showAnalytics() async -> Bool {
          calls.append(.showAnalytics)
          return showAnalyticsResult
        }

        public func startTaskCreation(from source: Filter?) {
          calls.append(.startTaskCreation(from: source))
        }

        public func popToRoot() {
          calls.append(.popToRoot)
        }
      }

      /// What `TasksNavigation` asks of the app that is not a screen of its own: the app maps
      /// each case to an intent.
      public enum TasksNavigationOutput: Wayfinder.ModuleInteraction {
        case startTaskCreation(from: Filter?)

        /// The module whose handle asks.
        public static let moduleKey: Wayfinder.ModuleKey = TasksRoute.moduleKey
      }
      """
    }
  }

  /// `canShowX()` asks without sending: the live handle preflights the case's show, the mock
  /// records the question and answers `canShowXResult`.
  @Test func expandsAQuestionIntoAPreflight() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func canShowDetail(id: String) -> Bool
      }
      """
    } expansion: {
      """
      @MainActor
      protocol TasksNavigation {
        func canShowDetail(id: String) -> Bool
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        func canShowDetail(id: String) -> Bool {
          #sourceLocation(file: "Test.swift", line: 4)
          return sink.preflight(.show(Wayfinder.AnyRoute(TasksRoute.detail(id: id)), style: nil), from: TasksRoute.moduleKey).didNavigate
          #sourceLocation()
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case canShowDetail(id: String)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// What `canShowDetail` returns; `true` unless a test says otherwise.
        var canShowDetailResult = true

        /// Creates a mock that has recorded nothing.
        init() {}

        func canShowDetail(id: String) -> Bool {
          calls.append(.canShowDetail(id: id))
          return canShowDetailResult
        }
      }
      """
    }
  }

  /// `backToX()` goes back to the nearest screen of case `x`; with values, to that screen.
  @Test func expandsBackToIntoItsIntent() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func backToList()
        @discardableResult func backToDetail(id: String) -> Bool
      }
      """
    } expansion: {
      """
      @MainActor
      protocol TasksNavigation {
        func backToList()
        @discardableResult func backToDetail(id: String) -> Bool
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        func backToList() {
          #sourceLocation(file: "Test.swift", line: 4)
          send(.backTo(.routeCase(TasksRoute.moduleKey, "list")))
          #sourceLocation()
        }

        @discardableResult
        func backToDetail(id: String) -> Bool {
          #sourceLocation(file: "Test.swift", line: 5)
          return send(.backTo(.route(TasksRoute.detail(id: id)))).didNavigate
          #sourceLocation()
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case backToList
          case backToDetail(id: String)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// What `backToDetail` returns; `true` unless a test says otherwise.
        var backToDetailResult = true

        /// Creates a mock that has recorded nothing.
        init() {}

        func backToList() {
          calls.append(.backToList)
        }

        @discardableResult
        func backToDetail(id: String) -> Bool {
          calls.append(.backToDetail(id: id))
          return backToDetailResult
        }
      }
      """
    }
  }

  @Test func rejectsAQuestionThatReturnsNothing() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func canShowDetail(id: String)
      }
      """
    } diagnostics: {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func canShowDetail(id: String)
             ┬────────────
             ╰─ 🛑 'canShowDetail' asks whether a screen can be shown now, so it returns 'Bool'
      }
      """
    }
  }

  @Test func rejectsSomethingThatIsNotAProtocol() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      struct TasksNavigation {
      }
      """
    } diagnostics: {
      """
      @FeatureNavigation(route: TasksRoute.self)
      ┬─────────────────────────────────────────
      ╰─ 🛑 '@FeatureNavigation' can only be attached to a protocol: the feature's navigation handle
         ✏️ remove '@FeatureNavigation(route: TasksRoute.self)'
      struct TasksNavigation {
      }
      """
    } fixes: {
      """
      struct TasksNavigation {
      }
      """
    } expansion: {
      """
      struct TasksNavigation {
      }
      """
    }
  }

  @Test func requiresTheMainActor() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      protocol TasksNavigation {
        func dismiss()
      }
      """
    } diagnostics: {
      """
      @FeatureNavigation(route: TasksRoute.self)
      protocol TasksNavigation {
               ┬──────────────
               ╰─ 🛑 'TasksNavigation' must be '@MainActor': navigation happens on the main actor
                  ✏️ add '@MainActor'
        func dismiss()
      }
      """
    } fixes: {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func dismiss()
      }
      """
    } expansion: {
      """
      @MainActor
      protocol TasksNavigation {
        func dismiss()
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        func dismiss() {
          send(.dismiss)
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case dismiss
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// Creates a mock that has recorded nothing.
        init() {}

        func dismiss() {
          calls.append(.dismiss)
        }
      }
      """
    }
  }

  /// A route method may take the closure that its case carries as a `RouteCallback`: the live
  /// handle and the mock wrap it, and the mock's `Call` records the callback.
  @Test func wrapsTheClosureOfARouteMethodInARouteCallback() {
    assertMacro {
      """
      @FeatureNavigation(route: GistsRoute.self)
      @MainActor
      protocol GistsNavigation {
        func showNewGist(completion: @escaping @MainActor @Sendable (Gist) -> Void)
      }
      """
    } expansion: {
      """
      @MainActor
      protocol GistsNavigation {
        func showNewGist(completion: @escaping @MainActor @Sendable (Gist) -> Void)
      }

      /// The live `GistsNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveGistsNavigation: GistsNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: GistsRoute.moduleKey)
        }

        func showNewGist(completion: @escaping @MainActor @Sendable (Gist) -> Void) {
          #sourceLocation(file: "Test.swift", line: 4)
          send(.show(Wayfinder.AnyRoute(GistsRoute.newGist(completion: Wayfinder.RouteCallback(completion))), style: nil))
          #sourceLocation()
        }
      }

      /// A `GistsNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockGistsNavigation: GistsNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case showNewGist(completion: Wayfinder.RouteCallback<Gist>)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// Creates a mock that has recorded nothing.
        init() {}

        func showNewGist(completion: @escaping @MainActor @Sendable (Gist) -> Void) {
          calls.append(.showNewGist(completion: Wayfinder.RouteCallback(completion)))
        }
      }
      """
    }
  }

  /// The macro does not see the route enum, so a method whose labels are not its case's is found
  /// by the compiler in the live handle. The statement that names the case is placed on the
  /// method's line (4), where the compiler reports "incorrect argument label in call (have
  /// 'identifier:', expected 'id:')".
  @Test func placesTheCallOfAMethodsCaseOnTheMethodsLineForAWrongLabel() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func showDetail(identifier: String)
      }
      """
    } expansion: {
      """
      @MainActor
      protocol TasksNavigation {
        func showDetail(identifier: String)
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        func showDetail(identifier: String) {
          #sourceLocation(file: "Test.swift", line: 4)
          send(.show(Wayfinder.AnyRoute(TasksRoute.detail(identifier: identifier)), style: nil))
          #sourceLocation()
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case showDetail(identifier: String)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// Creates a mock that has recorded nothing.
        init() {}

        func showDetail(identifier: String) {
          calls.append(.showDetail(identifier: identifier))
        }
      }
      """
    }
  }

  /// A `showX` method without a case `x` is found by the compiler as well: the statement is
  /// placed on the line of the method's name (6), below its attribute, where the compiler
  /// reports "type 'TasksRoute' has no member 'detial'".
  @Test func placesTheCallOfAMethodsCaseOnTheMethodsLineForAMissingCase() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func dismiss()
        @discardableResult
        func showDetial(id: String) -> Bool
      }
      """
    } expansion: {
      """
      @MainActor
      protocol TasksNavigation {
        func dismiss()
        @discardableResult
        func showDetial(id: String) -> Bool
      }

      /// The live `TasksNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LiveTasksNavigation: TasksNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: TasksRoute.moduleKey)
        }

        func dismiss() {
          send(.dismiss)
        }

        @discardableResult
        func showDetial(id: String) -> Bool {
          #sourceLocation(file: "Test.swift", line: 6)
          return send(.show(Wayfinder.AnyRoute(TasksRoute.detial(id: id)), style: nil)).didNavigate
          #sourceLocation()
        }
      }

      /// A `TasksNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockTasksNavigation: TasksNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case dismiss
          case showDetial(id: String)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// What `showDetial` returns; `true` unless a test says otherwise.
        var showDetialResult = true

        /// Creates a mock that has recorded nothing.
        init() {}

        func dismiss() {
          calls.append(.dismiss)
        }

        @discardableResult
        func showDetial(id: String) -> Bool {
          calls.append(.showDetial(id: id))
          return showDetialResult
        }
      }
      """
    }
  }

  @Test func rejectsActionArgumentsThatCannotAppearInALink() {
    assertMacro {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func share(completion: @escaping () -> Void)
        func open(_ url: String) throws -> Int
      }
      """
    } diagnostics: {
      """
      @FeatureNavigation(route: TasksRoute.self)
      @MainActor
      protocol TasksNavigation {
        func share(completion: @escaping () -> Void)
                                         ┬─────────
                                         ╰─ 🛑 '@escaping () -> Void' cannot be a route value: a closure is not Hashable; wrap it in RouteCallback, which gives it an identity; a route value is a link value (String, Int, Double, Bool, UUID, a LinkValue or RawRepresentable type, or an optional or array of one), a Codable model, or any Hashable & Sendable value
                                            ✏️ wrap the closure in 'RouteCallback<Void>'
        func open(_ url: String) throws -> Int
                                           ┬──
                                 │         ╰─ 🛑 a navigation method returns nothing, or 'Bool' for whether it navigated
                                 ┬─────
                                 ╰─ 🛑 a navigation method cannot throw: a refused navigation returns 'false'
      }
      """
    }
  }

  @Test func passesATransitionBesideTheRouteAndRecordsIt() {
    assertMacro {
      """
      @FeatureNavigation(route: PhotosRoute.self)
      @MainActor
      protocol PhotosNavigation {
        func showPhoto(id: String, transition: ScreenTransition)
        func showAlbum(transition: Wayfinder.ScreenTransition?)
      }
      """
    } expansion: {
      """
      @MainActor
      protocol PhotosNavigation {
        func showPhoto(id: String, transition: ScreenTransition)
        func showAlbum(transition: Wayfinder.ScreenTransition?)
      }

      /// The live `PhotosNavigation`: each call becomes an intent on the app's bus.
      @MainActor
      struct LivePhotosNavigation: PhotosNavigation {
        private let sink: any Wayfinder.NavigationIntentSink

        /// Creates the handle.
        /// - Parameter sink: The app's bus.
        nonisolated init(sink: any Wayfinder.NavigationIntentSink) {
          self.sink = sink
        }

        @discardableResult
        private func send(_ intent: Wayfinder.NavigationIntent) -> Wayfinder.IntentOutcome {
          sink.send(intent, from: PhotosRoute.moduleKey)
        }

        func showPhoto(id: String, transition: ScreenTransition) {
          #sourceLocation(file: "Test.swift", line: 4)
          send(.show(Wayfinder.AnyRoute(PhotosRoute.photo(id: id)), style: nil, transition: transition))
          #sourceLocation()
        }

        func showAlbum(transition: Wayfinder.ScreenTransition?) {
          #sourceLocation(file: "Test.swift", line: 5)
          send(.show(Wayfinder.AnyRoute(PhotosRoute.album), style: nil, transition: transition))
          #sourceLocation()
        }
      }

      /// A `PhotosNavigation` for tests: it records every call, in order.
      @MainActor
      final class MockPhotosNavigation: PhotosNavigation {
        /// One call with its arguments.
        enum Call: Equatable {
          case showPhoto(id: String, transition: ScreenTransition)
          case showAlbum(transition: Wayfinder.ScreenTransition?)
        }

        /// Every call so far, in order.
        private(set) var calls: [Call] = []

        /// Creates a mock that has recorded nothing.
        init() {}

        func showPhoto(id: String, transition: ScreenTransition) {
          calls.append(.showPhoto(id: id, transition: transition))
        }

        func showAlbum(transition: Wayfinder.ScreenTransition?) {
          calls.append(.showAlbum(transition: transition))
        }
      }
      """
    }
  }
}
