import Foundation
import Testing
import Wayfinder

@Suite struct DeepLinkBuilderTests {
  private func builder() -> DeepLinkResolverBuilder {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app")
    builder.addTab(TabDeclaration("tasks"))
    return builder
  }

  /// A second module with a `detail` case, to collide with the tasks module's.
  private static let clashing = RouteRegistration(
    module: "projects",
    cases: [RouteCase(name: "detail", parameters: [RouteParameter(label: "id", type: Int.self)])]
  ) { _, _ in ValidatedRoute(presentation: .push) }

  @Test func rejectsTwoRoutesThatMatchTheSameLinkNamingBoth() {
    var builder = builder()
    builder.addRoutes(LinkTasks.self, toTab: "tasks")
    builder.addRoutes(Self.clashing, to: .tab("tasks"))
    let expected = DeepLinkBuildError.conflictingRoutes(
      container: .tab("tasks"), name: "detail", first: "tasks.detail", second: "projects.detail")
    #expect(throws: expected) { try builder.build() }
    #expect(
      expected.description.contains("tasks.detail")
        && expected.description.contains("projects.detail"))
  }

  @Test func theSameNameInTwoTabsIsNoConflict() throws {
    var builder = builder()
    builder.addTab(TabDeclaration("projects"))
    builder.addRoutes(LinkTasks.self, toTab: "tasks")
    builder.addRoutes(Self.clashing, to: .tab("projects"))
    // Registering the same module twice in one tab is harmless.
    builder.addRoutes(LinkTasks.self, toTab: "tasks")
    let resolver = try builder.build()
    // Each tab's `detail` opens its own module's route.
    let tasks = try resolver.resolve("myapp://app/tasks/detail/7", entitlements: AllowEverything())
    #expect(
      tasks.target
        == .tab("tasks", routes: [LinkedRoute(AnyRoute(LinkTasks.detail(id: "7")), style: .push)]))
    let projects = try resolver.resolve(
      "myapp://app/projects/detail/7", entitlements: AllowEverything())
    #expect(
      projects.target
        == .tab(
          "projects",
          routes: [
            LinkedRoute(
              AnyRoute(
                module: "projects", components: RouteComponents(name: "detail", values: ["7"])),
              style: .push)
          ]))
  }

  @Test func rejectsDuplicateAndReservedDeclarations() {
    var tabs = builder()
    tabs.addTab(TabDeclaration("tasks"))
    #expect(throws: DeepLinkBuildError.duplicateTab("tasks")) { try tabs.build() }

    var reserved = builder()
    reserved.addTab(TabDeclaration("flow"))
    #expect(throws: DeepLinkBuildError.reservedTab("flow")) { try reserved.build() }
    var plural = builder()
    plural.addTab(TabDeclaration("flows"))
    #expect(throws: DeepLinkBuildError.reservedTab("flows")) { try plural.build() }

    var scenes = builder()
    scenes.addScene(SceneDeclaration(.window("a")))
    scenes.addScene(SceneDeclaration(.window("a")))
    #expect(throws: DeepLinkBuildError.duplicateScene(.window("a"))) { try scenes.build() }

    var flows = builder()
    flows.addFlow(FlowDeclaration(name: "f", persists: false, steps: []))
    flows.addFlow(FlowDeclaration(name: "f", persists: false, steps: []))
    #expect(throws: DeepLinkBuildError.duplicateFlow("f")) { try flows.build() }

    var steps = builder()
    steps.addFlow(
      FlowDeclaration(
        name: "f", persists: false, steps: [FlowStepDeclaration("a"), FlowStepDeclaration("a")]))
    #expect(throws: DeepLinkBuildError.duplicateStep(flow: "f", step: "a")) { try steps.build() }
  }

  @Test func rejectsNamesLinksCannotCarry() {
    var tab = builder()
    tab.addTab(TabDeclaration("my tab"))
    #expect(throws: DeepLinkBuildError.invalidName(kind: "tab", name: "my tab")) { try tab.build() }

    var route = builder()
    route.addRoutes(
      RouteRegistration(module: "m", cases: [RouteCase(name: "a;b")]) { _, _ in
        ValidatedRoute(presentation: .push)
      },
      to: .tab("tasks"))
    #expect(throws: DeepLinkBuildError.invalidName(kind: "route", name: "m.a;b")) {
      try route.build()
    }

    var step = builder()
    step.addFlow(FlowDeclaration(name: "f", persists: false, steps: [FlowStepDeclaration("2")]))
    #expect(throws: DeepLinkBuildError.invalidName(kind: "step", name: "f.2")) { try step.build() }

    #expect(throws: DeepLinkBuildError.invalidPrefix("my app://x")) {
      try DeepLinkResolverBuilder(scheme: "my app", host: "x").build()
    }
  }

  @Test func rejectsRoutesOfUndeclaredContainersAndBadRoots() {
    var container = builder()
    container.addRoutes(LinkTasks.self, toScene: .window("nowhere"))
    #expect(throws: DeepLinkBuildError.unknownContainer(.scene(.window("nowhere")))) {
      try container.build()
    }

    var roots = builder()
    roots.addRoutes(LinkTasks.self, toTab: "tasks", root: .list)
    roots.addRoutes(LinkPeople.self, toTab: "tasks", root: .person(name: "x"))
    #expect(
      throws: DeepLinkBuildError.conflictingRoots(
        tab: "tasks", first: AnyRoute(LinkTasks.list),
        second: AnyRoute(LinkPeople.person(name: "x")))
    ) { try roots.build() }

    var outside = builder()
    outside.addRoutes(
      RouteRegistration(LinkTasks.self), to: .tab("tasks"), root: AnyRoute(LinkDashboard.home))
    #expect(
      throws: DeepLinkBuildError.rootNotInTab(tab: "tasks", root: AnyRoute(LinkDashboard.home))
    ) {
      try outside.build()
    }
  }

  @Test func resolverIsSendableAndSharedAcrossTasks() async throws {
    let resolver = LinkFixtures.resolver
    let targets = try await withThrowingTaskGroup(of: DeepLinkTarget.self) { group in
      for id in 0..<8 {
        group.addTask {
          try resolver.resolve("myapp://app/tasks/detail/\(id)", entitlements: AllowEverything())
            .target
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let expected = (0..<8).map { id in
      DeepLinkTarget.tab(
        "tasks", routes: [LinkedRoute(AnyRoute(LinkTasks.detail(id: "\(id)")), style: .push)])
    }
    #expect(Set(targets) == Set(expected))
  }
}

@Suite struct DeepLinkCatalogueTests {
  @Test func listsEveryPatternWithItsParametersAndTypes() {
    let patterns = LinkFixtures.resolver.catalogue.map(\.description)
    for expected in [
      "/tasks", "/tasks/detail/{id: String}", "/tasks/edit/{id: String}  (sheet)",
      "/tasks/photos/{id: String}/{index: Int}",
      "/tasks/comments/{id: String}/{filter: LinkFilter?}",
      "/tasks/tagged/{tags: [String]}", "/tasks/note/{#1: String}",
      "/tasks/analytics  (sheet[medium,large], requires premium)",
      "/tasks/share/{id: String}  (popover(top))", "/tasks/person/{name: String}",
      "/insights  (requires premium)", "/admin  (requires admin)",
      "/scene/window/preferences/account/{id: UUID}", "/scene/window/settings",
      "/flow/onboarding", "/flow/onboarding/step/{step: welcome|permissions|signIn|done or 1...3}",
    ] {
      #expect(patterns.contains(expected), "missing \(expected)")
    }
    let detail = LinkFixtures.resolver.catalogue.first { $0.route == "tasks.detail" }
    #expect(detail?.parameters == [RouteParameter(label: "id", typeName: "String")])
    #expect(detail?.container == .tab("tasks"))
  }

  @Test func everyRoutePatternResolves() throws {
    var opened: [String] = []
    for pattern in LinkFixtures.resolver.catalogue {
      guard let route = pattern.route, let container = pattern.container else { continue }
      // Fill the placeholders with a valid value of each type.
      var link = "myapp://app" + pattern.pattern
      for parameter in pattern.parameters {
        let sample: String
        switch parameter.typeName {
        case "Int", "Int?": sample = "1"
        case "UUID": sample = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case "LinkFilter?": sample = "open"
        default: sample = "x"
        }
        let placeholder = "{\(parameter.label ?? "#1"): \(parameter.typeName)}"
        link = link.replacingOccurrences(of: placeholder, with: sample)
      }
      let resolution = try LinkFixtures.resolver.resolve(link, entitlements: AllowEverything())
      // The link opens the pattern's route on top, in the pattern's tab or scene.
      var state = LinkFixtures.initial
      try state.apply(.batch(resolution.commands))
      let top = try #require(state.topRoute, "\(link) shows no route")
      #expect("\(top.module).\(top.name)" == route, "\(link)")
      switch resolution.target {
      case .tab(let tab, _): #expect(container == .tab(tab), "\(link)")
      case .scene(let scene, _): #expect(container == .scene(scene), "\(link)")
      case .flow: Issue.record("\(link) opened a flow")
      }
      // Its canonical link opens the same state: the same link, or the tab's own link when the
      // route is the tab's root.
      let canonical = try LinkFixtures.resolver.link(for: resolution.target)
      var reopened = LinkFixtures.initial
      try reopened.apply(.batch(LinkFixtures.resolve(canonical).commands))
      #expect(reopened == state, "\(link) and \(canonical)")
      #expect(canonical == link || link.hasPrefix(canonical + "/"), "\(link) and \(canonical)")
      opened.append(route)
    }
    // Every route of the fixture's catalogue, gated or not, in tabs and in scenes.
    #expect(opened.count >= 20, "only \(opened.count) patterns: \(opened)")
    #expect(opened.contains("tasks.analytics") && opened.contains("vault.account"))
  }
}

/// Origins are checked when the resolver is built.
@Suite struct LinkOriginBuilderTests {
  private func build(_ origins: [LinkOrigin]) throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app")
    builder.addTab(TabDeclaration("tasks"))
    for origin in origins { builder.addOrigin(origin) }
    return try builder.build()
  }

  @Test func unusableOriginsAreRefusedNamingTheProblem() {
    for (origin, problem) in [
      (LinkOrigin.universalLink(domain: "exa mple.com"), "the host"),
      (.universalLink(domain: ""), "the host"),
      (.customScheme("1app", host: "app"), "the scheme"),
      (.customScheme("my_app", host: "app"), "the scheme"),
      (.universalLink(domain: "example.com", pathPrefix: "/a b"), "path prefix"),
      (.universalLink(domain: "example.com", pathPrefix: "/app//x"), "path prefix"),
    ] {
      #expect(throws: DeepLinkBuildError.self, "\(origin)") { try build([origin]) }
      do {
        _ = try build([origin])
      } catch {
        #expect("\(error)".contains(problem), "\(origin): \(error)")
      }
    }
  }

  @Test func anOriginDeclaredTwiceIsRefusedWhateverItsCase() {
    #expect(throws: DeepLinkBuildError.duplicateOrigin("https://example.com")) {
      try build([
        .universalLink(domain: "example.com"),
        .universalLink(domain: "EXAMPLE.com", pathPrefix: "/"),
      ])
    }
    #expect(throws: DeepLinkBuildError.duplicateOrigin("myapp://app")) {
      try build([.customScheme("MyApp", host: "App")])
    }
  }

  @Test func theOriginsAreListedAndASharedLinkNeedsADeclaredOne() throws {
    let resolver = try build([
      .customScheme("myapp-beta", host: "app"),
      .universalLink(domain: "Example.com", pathPrefix: "app/"),
    ])
    #expect(
      resolver.origins.map(\.description) == [
        "myapp://app", "myapp-beta://app", "https://example.com/app",
      ])
    #expect(resolver.sharingOrigin == .universalLink(domain: "example.com", pathPrefix: "/app"))
    let state = try #require(resolver.makeInitialState())
    #expect(
      try resolver.link(for: state, origin: .customScheme("myapp-beta", host: "app"))
        == "myapp-beta://app/tasks")
    #expect(
      try resolver.link(for: state, origin: resolver.sharingOrigin)
        == "https://example.com/app/tasks")
    #expect(throws: DeepLinkGenerationError.undeclaredOrigin("https://example.org")) {
      try resolver.canonicalLink(for: state, origin: .universalLink(domain: "example.org"))
    }
    // Every origin opens the same state.
    for link in [
      "myapp://app/tasks", "MYAPP-BETA://APP/tasks", "https://example.com:443/app/tasks/",
    ] {
      #expect(try resolver.resolve(link).target == .tab("tasks", routes: []), "\(link)")
    }
  }
}
