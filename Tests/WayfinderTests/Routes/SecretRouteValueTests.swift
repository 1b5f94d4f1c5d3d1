import Foundation
import Testing
import Wayfinder

/// A password-reset token: `Hashable & Sendable` and nothing more, so a route that carries it is
/// transient and its value is a secret to every output.
struct ResetToken: Hashable, Sendable {
  let value: String
}

@Route(path: "account")
enum ResetRoute {
  case home
  @Presents(.sheet)
  case reset(token: ResetToken)
}

/// A route's value is kept out of every output when its type is its own and neither a link value
/// nor `Codable`: the route is described by the value's type name, saved as a marker without
/// the value, and has no link (Docs/DeepLinks.md, "Secrets in links").
@MainActor
@Suite struct SecretRouteValueTests {
  static let secret = "zq-reset-5071"

  @Test func aTokenOfItsOwnTypeReachesNoDescriptionSnapshotOrLink() throws {
    let route = AnyRoute(ResetRoute.reset(token: ResetToken(value: Self.secret)))
    #expect(ResetRoute.routeCases.first { $0.name == "reset" }?.kind == .transient)
    #expect(!route.description.contains(Self.secret))
    #expect(!NavigationIntent.show(route, style: nil).description.contains(Self.secret))

    var state = NavigationState(tabs: ["account"] as [TabID])
    try state.apply(.selectTab("account", then: [.push(AnyRoute(ResetRoute.home))]))
    try state.apply(.present(route, style: .sheet))
    let saved = String(decoding: try SnapshotCodec().encode(state), as: UTF8.self)
    #expect(!saved.contains(Self.secret))
    #expect(saved.contains("ResetToken"), "the marker names the type, not the value")
    #expect(!"\(state)".contains(Self.secret))
    // The screen still has its token while the app runs.
    #expect(
      state.topRoute?.typed(as: ResetRoute.self) == .reset(token: ResetToken(value: Self.secret)))

    var links = DeepLinkResolverBuilder(
      scheme: "x", host: "app", shell: ShellConfiguration(tabs: [TabDeclaration("account")]))
    links.addRoutes(ResetRoute.self, toTab: "account", root: .home)
    let resolver = try links.build()
    #expect(throws: (any Error).self) { try resolver.link(for: state) }
    #expect(!resolver.catalogue.contains { $0.pattern.contains("reset") })
  }
}
