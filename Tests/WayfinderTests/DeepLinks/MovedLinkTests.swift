import Testing
import Wayfinder

/// Old link shapes (a website's former URLs) open the current links they name, through the same
/// guards; a current link is never read as an old one, and generation writes the current shape.
@MainActor
@Suite struct MovedLinkTests {
  static func builder() -> DeepLinkResolverBuilder {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app", shell: BusHarness.shell)
    builder.addRoutes(Notes.self, toTab: "notes", root: .list)
    builder.addRoutes(Notes.self, toTab: "vault")
    builder.addOrigin(.universalLink(domain: "notes.example.com"))
    builder.addMovedLink("/notes/:id", opens: "/notes/detail/:id")
    builder.addMovedLink("/secret/:id", opens: "/vault/detail/:id")
    return builder
  }

  @Test func anOldShapeOpensTheCurrentLinkAndGenerationWritesTheCurrentShape() throws {
    let resolver = try Self.builder().build()
    for origin in ["x://app", "https://notes.example.com"] {
      let old = try resolver.resolve(origin + "/notes/7", entitlements: EntitlementStore())
      let current = try resolver.resolve(
        origin + "/notes/detail/7", entitlements: EntitlementStore())
      #expect(old.commands == current.commands, "\(origin)")
      var state = try #require(resolver.makeInitialState())
      try state.apply(.batch(old.commands))
      #expect(try resolver.link(for: state) == "x://app/notes/detail/7")
    }
    #expect(!resolver.catalogue.contains { $0.pattern.hasPrefix("/notes/{") })
  }

  @Test func aCurrentLinkIsNeverReadAsAnOldOne() throws {
    let resolver = try Self.builder().build()
    // `/notes/list` is of the old shape `/notes/:id` too, and opens the list.
    let list = try resolver.resolve("x://app/notes/list", entitlements: EntitlementStore())
    let current = try resolver.resolve("x://app/notes", entitlements: EntitlementStore())
    #expect(list.target == current.target)
  }

  @Test func aLinkOfNoShapeKeepsItsOwnError() throws {
    let resolver = try Self.builder().build()
    // A route's name is never an old shape's value: the current link's own error stands.
    #expect(
      throws: DeepLinkError.missingValue(
        segment: 3, route: "detail", parameter: "id", expected: "Int")
    ) {
      try resolver.resolve("x://app/notes/detail", entitlements: EntitlementStore())
    }
    #expect(
      throws: DeepLinkError.unknownRoute(
        segment: 2, found: "1", container: .tab("notes"), suggestion: nil)
    ) {
      try resolver.resolve("x://app/notes/1/2", entitlements: EntitlementStore())
    }
  }

  @Test func anOldShapeGoesThroughTheGuards() throws {
    let resolver = try Self.builder().build()
    let link = "x://app/secret/3"
    #expect(throws: DeepLinkError.blocked(segment: 1, requirement: .premium)) {
      try resolver.resolve(link, entitlements: EntitlementStore())
    }
    let premium = EntitlementStore(granting: [.premium], user: "ada")
    let opened = try resolver.resolve(link, entitlements: premium)
    #expect(opened.requirements.contains(.premium))

    let h = try BusHarness(state: resolver.makeInitialState(), links: resolver)
    guard case .redirected = h.bus.send(.link(link), source: .link) else {
      Issue.record("the vault needs premium, through an old shape too")
      return
    }
  }

  @Test func anOldShapeThatCannotBeReadIsABuildError() {
    for (old, current) in [
      ("notes/:id", "/notes/detail/:id"), ("/notes/:id", "/notes/detail/:other"),
      ("/notes/:id/:id", "/notes/detail/:id"), ("/notes//:id", "/notes/detail/:id"),
    ] {
      var builder = Self.builder()
      builder.addMovedLink(old, opens: current)
      #expect(throws: DeepLinkBuildError.self, "\(old) -> \(current)") { try builder.build() }
    }
  }
}
