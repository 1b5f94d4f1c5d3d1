import Foundation
import Testing
import Wayfinder

@Suite struct DeepLinkResolutionTests {
  typealias F = LinkFixtures

  @Test func resolvesTheTabAlone() throws {
    let resolution = try F.resolve("myapp://app/tasks")
    #expect(resolution.target == .tab("tasks", routes: []))
    #expect(try F.open("myapp://app/tasks").focusPath == [.tab("tasks"), .root(F.tasks(.list))])
  }

  @Test func pushesARouteOverTheTabRoot() throws {
    let resolution = try F.resolve("myapp://app/tasks/detail/123")
    #expect(
      resolution.target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.detail(id: "123")), style: .push)]))
    #expect(
      try F.open("myapp://app/tasks/detail/123").focusPath == [
        .tab("tasks"), .root(F.tasks(.list)), .pushed(F.tasks(.detail(id: "123"))),
      ])
  }

  @Test func readsTheRootWhenTheLinkNamesIt() throws {
    #expect(try F.resolve("myapp://app/tasks/list").target == .tab("tasks", routes: []))
    #expect(
      try F.resolve("myapp://app/tasks/list/detail/1").target
        == F.resolve("myapp://app/tasks/detail/1").target)
    // The root named twice: the second one is pushed over the first.
    #expect(
      try F.resolve("myapp://app/tasks/list/list").target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.list), style: .push)]))
    // With a style, the first route is never the root.
    #expect(
      try F.resolve("myapp://app/tasks/list?present=sheet").target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.list), style: .sheet)]))
  }

  @Test func nestedRouteInheritsValuesByLabel() throws {
    let resolution = try F.resolve("myapp://app/tasks/detail/123/edit")
    #expect(
      resolution.target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "123")), style: .push),
            LinkedRoute(F.tasks(.edit(id: "123")), style: .sheet),
          ]))
    #expect(
      try F.resolve("myapp://app/tasks/detail/123/photos/4").target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "123")), style: .push),
            LinkedRoute(F.tasks(.photos(id: "123", index: 4)), style: .push),
          ]))
  }

  @Test func nestedRouteOverridesAnInheritedValueInItsCaseSegment() throws {
    #expect(
      try F.resolve("myapp://app/tasks/detail/123/edit;id=7").target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "123")), style: .push),
            LinkedRoute(F.tasks(.edit(id: "7")), style: .sheet),
          ]))
    // Writing the inherited value out is accepted; the canonical link leaves it out.
    let spelled = try F.resolve("myapp://app/tasks/detail/123/edit;id=123")
    #expect(try F.resolver.link(for: spelled.target) == "myapp://app/tasks/detail/123/edit")
  }

  @Test func inheritsOnlyWhenLabelAndTypeMatch() throws {
    // `count(id: Int)` does not inherit `detail(id: String)`'s value, and unlabelled values never
    // inherit.
    #expect(
      try F.resolve("myapp://app/tasks/detail/5/count/5").target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "5")), style: .push),
            LinkedRoute(F.tasks(.count(id: 5)), style: .push),
          ]))
    #expect(
      try F.resolve("myapp://app/tasks/note/a/note/b").target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.note("a")), style: .push),
            LinkedRoute(F.tasks(.note("b")), style: .push),
          ]))
  }

  @Test func queryStyleAppliesToTheLastRoute() throws {
    #expect(
      try F.resolve("myapp://app/dashboard/stats/7?present=fullscreen").target
        == .tab(
          "dashboard",
          routes: [LinkedRoute(AnyRoute(LinkDashboard.stats(range: 7)), style: .fullScreen)]))
    // The seed's example: a style equal to the default is accepted and left out of the canonical
    // link.
    let redundant = try F.resolve("myapp://app/tasks/detail/123/edit?present=sheet")
    #expect(redundant == (try F.resolve("myapp://app/tasks/detail/123/edit")))
    #expect(try F.resolver.link(for: redundant.target) == "myapp://app/tasks/detail/123/edit")
  }

  @Test func inlineStyleCarriesAMidChainStyle() throws {
    let link = "myapp://app/tasks/detail/1/edit;fullscreen/photos/2?present=sheet"
    #expect(
      try F.resolve(link).target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "1")), style: .push),
            LinkedRoute(F.tasks(.edit(id: "1")), style: .fullScreen),
            LinkedRoute(F.tasks(.photos(id: "1", index: 2)), style: .sheet),
          ]))
    let state = try F.open(link)
    #expect(state.focusedContainer.presentations.map(\.style) == [.fullScreen, .sheet])
    #expect(try F.resolver.link(for: state) == link)
  }

  @Test func styleNamesTakeTheDeclaredDetails() throws {
    // analytics is declared as a sheet with [medium, large]: `sheet` keeps those detents.
    let analytics = try F.resolve("myapp://app/tasks/bulkEdit;push/analytics")
    #expect(
      analytics.target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.bulkEdit), style: .push),
            LinkedRoute(F.tasks(.analytics), style: .sheet(detents: [.medium, .large])),
          ]))
    // A route declared as a push takes the plain sheet, popover and ornament.
    let plain = try F.resolve("myapp://app/tasks/detail;popover/1/photos/2?present=ornament")
    #expect(
      plain.target
        == .tab(
          "tasks",
          routes: [
            LinkedRoute(F.tasks(.detail(id: "1")), style: .popover),
            LinkedRoute(F.tasks(.photos(id: "1", index: 2)), style: .ornament(edge: .bottom)),
          ]))
    #expect(
      try F.resolve("myapp://app/tasks/share/9").target
        == .tab(
          "tasks",
          routes: [LinkedRoute(F.tasks(.share(id: "9")), style: .popover(anchor: .edge(.top)))]))
  }

  @Test func aRouteDeclaredWithASceneStyleIsPushedInATab() throws {
    let id = "3"
    #expect(
      try F.resolve("myapp://app/insights/model/\(id)").target
        == .tab("insights", routes: [LinkedRoute(AnyRoute(LinkVault.model(id: id)), style: .push)]))
  }

  @Test func valuesArePercentDecoded() throws {
    let link = "myapp://app/tasks/detail/a%2Fb%3Fc%23d%25e%20f%C3%A9%F0%9F%98%80"
    #expect(
      try F.resolve(link).target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.detail(id: "a/b?c#d%e fé😀")), style: .push)])
    )
    // Lower-case hex and needless escapes decode the same; generation writes one spelling.
    let loose = try F.resolve("myapp://app/tasks/detail/%61%2fb")
    #expect(
      loose.target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.detail(id: "a/b")), style: .push)]))
    #expect(try F.resolver.link(for: loose.target) == "myapp://app/tasks/detail/a%2Fb")
  }

  @Test func emptyValuesAndDotSegmentsSurvive() throws {
    for value in ["", ".", "..", "~", "~~", " "] {
      let target = DeepLinkTarget.tab(
        "tasks", routes: [LinkedRoute(F.tasks(.detail(id: value)), style: .push)])
      let link = try F.resolver.link(for: target)
      #expect(try F.resolve(link).target == target, "value '\(value)' in \(link)")
    }
    #expect(
      try F.resolver.link(
        for: .tab("tasks", routes: [LinkedRoute(F.tasks(.detail(id: ".")), style: .push)]))
        == "myapp://app/tasks/detail/%2E")
    #expect(
      try F.resolver.link(
        for: .tab("tasks", routes: [LinkedRoute(F.tasks(.detail(id: "")), style: .push)]))
        == "myapp://app/tasks/detail/")
  }

  @Test func optionalsArraysAndEnumsUseTheirLinkValues() throws {
    #expect(
      try F.resolve("myapp://app/tasks/comments/1/~").target
        == .tab(
          "tasks", routes: [LinkedRoute(F.tasks(.comments(id: "1", filter: nil)), style: .push)]))
    #expect(
      try F.resolve("myapp://app/tasks/comments/1/open").target
        == .tab(
          "tasks", routes: [LinkedRoute(F.tasks(.comments(id: "1", filter: .open)), style: .push)]))
    #expect(
      try F.resolve("myapp://app/tasks/tagged/a,b~,c").target
        == .tab("tasks", routes: [LinkedRoute(F.tasks(.tagged(tags: ["a", "b,c"])), style: .push)]))
  }

  @Test func schemeAndHostAreCaseInsensitiveEverythingElseIsNot() throws {
    #expect(try F.resolve("MyApp://APP/tasks").target == .tab("tasks", routes: []))
    #expect(
      F.error("myapp://app/Tasks") == .unknownTab(segment: 1, found: "Tasks", suggestion: "tasks"))
    #expect(
      F.error("myapp://app/tasks/Detail/1")
        == .unknownRoute(
          segment: 2, found: "Detail", container: .tab("tasks"), suggestion: "detail"))
    #expect(
      F.error("myapp://app/flow/Onboarding")
        == .unknownFlow(segment: 2, found: "Onboarding", suggestion: "onboarding"))
  }

  @Test func trailingSlashIsAccepted() throws {
    #expect(try F.resolve("myapp://app/tasks/").target == .tab("tasks", routes: []))
    #expect(try F.resolve("myapp://app/tasks/list/").target == .tab("tasks", routes: []))
    #expect(try F.resolve("myapp://app/flow/onboarding/").target == .flow("onboarding", step: nil))
  }

  @Test func commandsResetTheTabFromAnyState() throws {
    var busy = F.initial
    try busy.apply(
      .selectTab(
        "tasks",
        then: [.push(F.tasks(.detail(id: "x"))), .present(F.tasks(.edit(id: "x")), style: .sheet)]))
    try busy.apply(.selectTab("dashboard"))
    try busy.apply(.openScene(.window("preferences"), root: AnyRoute(LinkVault.general)))
    let fresh = try F.open("myapp://app/tasks/detail/1")
    let reopened = try F.open("myapp://app/tasks/detail/1", from: busy)
    #expect(reopened.focusPath == fresh.focusPath)
    #expect(reopened.focusedContainer == fresh.focusedContainer)
    #expect(reopened.scenes.map(\.id) == [.window("preferences")])
  }

  @Test func resolvesFlows() throws {
    #expect(try F.resolve("myapp://app/flow/onboarding").target == .flow("onboarding", step: nil))
    #expect(
      try F.resolve("myapp://app/flow/onboarding/step/permissions").target
        == .flow("onboarding", step: "permissions"))
    // Numbers count the main line from 1: signIn replaces permissions and has no number.
    #expect(
      try F.resolve("myapp://app/flow/onboarding/step/1").target
        == .flow("onboarding", step: "welcome"))
    #expect(
      try F.resolve("myapp://app/flow/onboarding/step/3").target
        == .flow("onboarding", step: "done"))
    #expect(
      try F.resolve("myapp://app/flow/onboarding/step/signIn").target
        == .flow("onboarding", step: "signIn"))
    #expect(try F.resolve("myapp://app/flow/onboarding").commands.isEmpty)
  }

  @Test func resolvesScenes() throws {
    let settings = try F.resolve("myapp://app/scene/window/settings")
    #expect(settings.target == .scene(.window("settings"), routes: []))
    var state = F.initial
    try state.apply(.batch(settings.commands))
    #expect(state.focusedScene == .window("settings"))

    let viewer = try F.resolve("myapp://app/scene/immersive/viewer/model/abc")
    #expect(
      viewer.target
        == .scene(
          .immersive("viewer"),
          routes: [
            LinkedRoute(
              AnyRoute(LinkVault.model(id: "abc")),
              style: .immersiveSpace(id: "viewer", style: .full))
          ]))
    try state.apply(.batch(viewer.commands))
    #expect(state.scene(.immersive("viewer"))?.immersion == .full)
    #expect(
      state.focusPath == [
        .scene(.immersive("viewer")), .root(AnyRoute(LinkVault.model(id: "abc"))),
      ])
    #expect(try F.resolver.link(for: state) == "myapp://app/scene/immersive/viewer/model/abc")
  }

  @Test func sceneLinkReopensTheSceneAtItsRoot() throws {
    var state = F.initial
    try state.apply(.openScene(.window("preferences"), root: AnyRoute(LinkVault.general)))
    try state.apply(.push(AnyRoute(LinkVault.overview)))
    try state.apply(.batch(try F.resolve("myapp://app/scene/window/preferences").commands))
    #expect(state.scene(.window("preferences"))?.content == NavigationContainer())
    try state.apply(
      .batch(try F.resolve("myapp://app/scene/window/preferences/general/users").commands))
    #expect(
      state.focusPath == [
        .scene(.window("preferences")), .root(AnyRoute(LinkVault.general)),
        .pushed(AnyRoute(LinkVault.users)),
      ])
  }
}
