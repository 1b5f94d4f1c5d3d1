import Foundation
import Testing
import Wayfinder

@Suite struct DeepLinkGenerationTests {
  typealias F = LinkFixtures

  private func state(_ link: String) throws -> NavigationState { try F.open(link) }

  @Test func canonicalLinksOfTheSeedExamples() throws {
    for link in [
      "myapp://app/tasks", "myapp://app/tasks/detail/123", "myapp://app/tasks/detail/123/edit",
      "myapp://app/dashboard/stats/7?present=fullscreen", "myapp://app/flow/onboarding",
      "myapp://app/flow/onboarding/step/permissions", "myapp://app/scene/window/settings",
      "myapp://app/scene/immersive/viewer/model/abc",
    ] {
      #expect(try F.resolver.link(for: F.resolve(link).target) == link)
    }
  }

  @Test func nonCanonicalLinksGiveTheCanonicalOneBack() throws {
    let pairs = [
      ("myapp://app/tasks/list", "myapp://app/tasks"),
      ("myapp://app/tasks/list/detail/1", "myapp://app/tasks/detail/1"),
      ("myapp://app/tasks/detail/1/edit?present=sheet", "myapp://app/tasks/detail/1/edit"),
      ("myapp://app/tasks/detail;push/1/edit;sheet;id=1", "myapp://app/tasks/detail/1/edit"),
      ("MYAPP://App/tasks/detail/%7e", "myapp://app/tasks/detail/~"),
      ("myapp://app/flow/onboarding/step/2", "myapp://app/flow/onboarding/step/permissions"),
      ("myapp://app/tasks/", "myapp://app/tasks"),
    ]
    for (loose, canonical) in pairs {
      #expect(try F.resolver.link(for: F.resolve(loose).target) == canonical, "\(loose)")
      if !loose.contains("/flow/") {
        #expect(try F.resolver.link(for: state(loose)) == canonical, "\(loose)")
      }
    }
  }

  @Test func writesTheRootWhenTheFirstRouteEqualsIt() throws {
    var state = F.initial
    try state.apply(.selectTab("tasks", then: [.push(F.tasks(.list))]))
    let link = try F.resolver.link(for: state)
    #expect(link == "myapp://app/tasks/list/list")
    #expect(try F.open(link) == state)
  }

  @Test func writesAMidChainStyleInlineAndTheLastInTheQuery() throws {
    var state = F.initial
    try state.apply(
      .selectTab(
        "tasks",
        then: [
          .present(F.tasks(.detail(id: "1")), style: .fullScreen),
          .push(F.tasks(.edit(id: "1"))),
          .present(F.tasks(.photos(id: "2", index: 3)), style: .popover),
        ]))
    let link = try F.resolver.link(for: state)
    #expect(link == "myapp://app/tasks/detail;fullscreen/1/edit;push/photos;id=2/3?present=popover")
    #expect(try F.open(link) == state)
  }

  @Test func encodesValuesAsPathSegments() throws {
    let target = DeepLinkTarget.tab(
      "tasks", routes: [LinkedRoute(F.tasks(.detail(id: "a/b?c#d%e f;g=h,i:j@k'é")), style: .push)])
    #expect(
      try F.resolver.link(for: target)
        == "myapp://app/tasks/detail/a%2Fb%3Fc%23d%25e%20f%3Bg=h,i:j@k'%C3%A9")
  }

  @Test func linkOfAFocusedScene() throws {
    var state = F.initial
    try state.apply(.present(AnyRoute(LinkVault.general), style: .window(id: "preferences")))
    try state.apply(
      .push(
        AnyRoute(
          LinkVault.account(id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)))
        )))
    let link = try F.resolver.link(for: state)
    #expect(
      link
        == "myapp://app/scene/window/preferences/general/account/01020304-0506-0708-090A-0B0C0D0E0F10"
    )
    #expect(try F.open(link).focusPath == state.focusPath)
  }

  @Test func statesLinksCannotCarryAreNamed() throws {
    var replacedRoot = F.initial
    try replacedRoot.apply(.selectTab("tasks", then: [.replace(F.tasks(.detail(id: "1")))]))
    #expect(
      throws: DeepLinkGenerationError.rootDiffers(
        tab: "tasks", declared: F.tasks(.list), found: F.tasks(.detail(id: "1")))
    ) {
      try F.resolver.link(for: replacedRoot)
    }

    var foreign = F.initial
    try foreign.apply(.selectTab("tasks", then: [.push(AnyRoute(LinkDashboard.home))]))
    #expect(
      throws: DeepLinkGenerationError.routeNotInContainer(
        AnyRoute(LinkDashboard.home), .tab("tasks"))
    ) {
      try F.resolver.link(for: foreign)
    }

    var detents = F.initial
    try detents.apply(
      .selectTab(
        "tasks", then: [.present(F.tasks(.detail(id: "1")), style: .sheet(detents: [.medium]))]))
    #expect(
      throws: DeepLinkGenerationError.styleNotExpressible(
        F.tasks(.detail(id: "1")), style: .sheet(detents: [.medium]), linkStyle: .sheet)
    ) {
      try F.resolver.link(for: detents)
    }

    var unknownTab = NavigationState(tabs: ["elsewhere"])
    try unknownTab.apply(.selectTab("elsewhere"))
    #expect(throws: DeepLinkGenerationError.unknownTab("elsewhere")) {
      try F.resolver.link(for: unknownTab)
    }

    var immersion = F.initial
    try immersion.apply(
      .openScene(.immersive("viewer"), root: AnyRoute(LinkVault.model(id: "1")), immersion: .mixed))
    #expect(
      throws: DeepLinkGenerationError.immersionDiffers(
        .immersive("viewer"), declared: .full, found: .mixed)
    ) {
      try F.resolver.link(for: immersion)
    }

    var rootless = F.initial
    try rootless.apply(.openScene(.window("preferences")))
    try rootless.apply(.push(AnyRoute(LinkVault.general)))
    #expect(throws: DeepLinkGenerationError.missingRoot(.scene(.window("preferences")))) {
      try F.resolver.link(for: rootless)
    }

    let invalid = AnyRoute(
      module: "tasks", components: RouteComponents(name: "count", values: ["x"]))
    #expect(throws: (any Error).self) {
      try F.resolver.link(for: .tab("tasks", routes: [LinkedRoute(invalid, style: .push)]))
    }
    #expect(throws: DeepLinkGenerationError.unknownFlow("onboarding", step: "nope")) {
      try F.resolver.link(for: .flow("onboarding", step: "nope"))
    }
    let deep = Array(repeating: LinkedRoute(F.tasks(.bulkEdit), style: .push), count: 33)
    #expect(throws: DeepLinkGenerationError.tooDeep(routes: 33, limit: 32)) {
      try F.resolver.link(for: .tab("tasks", routes: deep))
    }
    let long = [LinkedRoute(F.tasks(.detail(id: String(repeating: "/", count: 700))), style: .push)]
    #expect(throws: DeepLinkGenerationError.tooLong(length: 2_125, limit: 2_048)) {
      try F.resolver.link(for: .tab("tasks", routes: long))
    }
  }
}
