import Foundation
import PortedRouter
import PortedRouterModels
import Testing
import Wayfinder
import WayfinderTesting

/// The catalogues of IceCubes' destinations (Dimillian/IceCubesApp,
/// `Packages/Env/Sources/Env/Router.swift`): every case is there, in the app's order, shown as the
/// app shows it, and of the kind its values' types make it.
@MainActor
@Suite struct CatalogueTests {
  /// The kind each case's values make it, by enum and case name, written out from the types.
  static let expectedKinds: [String: [String: RouteValueKind]] = [
    "RouterDestination": [
      "accountDetail": .linkable, "accountDetailWithAccount": .restorable,
      "accountSettingsWithAccount": .restorable, "accountMediaGridView": .transient,
      "statusDetail": .linkable, "statusDetailWithStatus": .restorable,
      "remoteStatusDetail": .linkable, "conversationDetail": .transient, "hashTag": .linkable,
      "list": .restorable, "followers": .linkable, "following": .linkable,
      "favoritedBy": .linkable, "rebloggedBy": .linkable, "quotes": .linkable,
      "accountsList": .restorable, "trendingTimeline": .linkable, "linkTimeline": .linkable,
      "trendingLinks": .restorable, "tagsList": .restorable, "notificationsRequests": .linkable,
      "notificationForAccount": .linkable, "blockedAccounts": .linkable,
      "mutedAccounts": .linkable, "conversations": .linkable, "instanceInfo": .restorable,
      "metrics": .linkable,
    ],
    "SheetDestination": [
      "newStatusEditor": .linkable, "prefilledStatusEditor": .linkable, "imageURL": .linkable,
      "editStatusEditor": .restorable, "replyToStatusEditor": .restorable,
      "quoteStatusEditor": .restorable, "quoteLinkStatusEditor": .linkable,
      "mentionStatusEditor": .restorable, "listCreate": .linkable, "listEdit": .restorable,
      "listAddAccount": .restorable, "addAccount": .linkable, "addRemoteLocalTimeline": .linkable,
      "addTagGroup": .linkable, "statusEditHistory": .linkable, "settings": .linkable,
      "about": .linkable, "support": .linkable, "accountPushNotficationsSettings": .linkable,
      "report": .restorable, "shareImage": .transient, "editTagGroup": .transient,
      "timelineContentFilter": .linkable, "accountEditInfo": .linkable,
      "accountFiltersList": .linkable,
    ],
    "WindowDestinationEditor": [
      "newStatusEditor": .linkable, "prefilledStatusEditor": .linkable,
      "editStatusEditor": .restorable, "replyToStatusEditor": .restorable,
      "quoteStatusEditor": .restorable, "mentionStatusEditor": .restorable,
      "quoteLinkStatusEditor": .linkable,
    ],
    "WindowDestinationMedia": ["mediaViewer": .restorable],
  ]

  /// The catalogues by enum name.
  static let catalogues: [String: [RouteCase]] = [
    "RouterDestination": RouterDestination.routeCases,
    "SheetDestination": SheetDestination.routeCases,
    "WindowDestinationEditor": WindowDestinationEditor.routeCases,
    "WindowDestinationMedia": WindowDestinationMedia.routeCases,
  ]

  @Test func theFourEnumsHoldSixtyCases() {
    #expect(RouterDestination.routeCases.count == 27)
    #expect(SheetDestination.routeCases.count == 25)
    #expect(WindowDestinationEditor.routeCases.count == 7)
    #expect(WindowDestinationMedia.routeCases.count == 1)
    #expect(Self.catalogues.values.map(\.count).reduce(0, +) == 60)
  }

  @Test func theCasesAreInTheAppsOrder() {
    #expect(RouterDestination.routeCases.map(\.name) == Sample.router.map(\.0.routeComponents.name))
    let sheets = Sample.sheets(onSaved: RouteCallback { _ in })
    #expect(SheetDestination.routeCases.map(\.name) == sheets.map(\.0.routeComponents.name))
    #expect(
      WindowDestinationEditor.routeCases.map(\.name)
        == Sample.editor.map(\.0.routeComponents.name))
    #expect(RouterDestination.routeCases.first?.name == "accountDetail")
    #expect(RouterDestination.routeCases.last?.name == "metrics")
    #expect(SheetDestination.routeCases.last?.name == "accountFiltersList")
  }

  @Test func eachCaseIsOfTheKindItsValuesMakeIt() {
    for (enumName, cases) in Self.catalogues {
      let expected = Self.expectedKinds[enumName] ?? [:]
      #expect(Set(cases.map(\.name)) == Set(expected.keys), "\(enumName): the table is complete")
      for routeCase in cases {
        #expect(routeCase.kind == expected[routeCase.name], "\(enumName).\(routeCase.name)")
      }
    }
  }

  @Test func theKindsPerEnum() {
    func counts(_ cases: [RouteCase]) -> [RouteValueKind: Int] {
      cases.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }
    #expect(
      counts(RouterDestination.routeCases) == [.linkable: 17, .restorable: 8, .transient: 2])
    #expect(counts(SheetDestination.routeCases) == [.linkable: 16, .restorable: 7, .transient: 2])
    #expect(counts(WindowDestinationEditor.routeCases) == [.linkable: 3, .restorable: 4])
    #expect(counts(WindowDestinationMedia.routeCases) == [.restorable: 1])
  }

  /// The weakest value decides; each value's own kind and type are in the catalogue.
  @Test func eachValueHasItsOwnKind() {
    func parameters(_ cases: [RouteCase], _ name: String) -> [RouteParameter] {
      cases.first { $0.name == name }?.parameters ?? []
    }
    let grid = parameters(RouterDestination.routeCases, "accountMediaGridView")
    #expect(grid.map(\.label) == ["account", "initialMediaStatuses"])
    #expect(grid.map(\.kind) == [.restorable, .transient])
    #expect(grid.map(\.typeName) == ["Account", "[MediaStatus]"])
    let hashTag = parameters(RouterDestination.routeCases, "hashTag")
    #expect(hashTag.map(\.typeName) == ["String", "String?"])
    #expect(hashTag.map(\.kind) == [.linkable, .linkable])
    let remote = parameters(RouterDestination.routeCases, "remoteStatusDetail")
    #expect(remote.map(\.typeName) == ["URL"])
    let imageURL = parameters(SheetDestination.routeCases, "imageURL")
    #expect(imageURL.map(\.typeName) == ["[URL]", "String?", "[String]?", "Visibility"])
    let share = parameters(SheetDestination.routeCases, "shareImage")
    #expect(share.map(\.kind) == [.transient, .restorable])
    #expect(share.map(\.typeName) == ["SharedImage", "Status"])
    let editTagGroup = parameters(SheetDestination.routeCases, "editTagGroup")
    #expect(editTagGroup.map(\.kind) == [.transient, .transient])
    #expect(editTagGroup.map(\.typeName) == ["TagGroup", "RouteCallback<TagGroup>?"])
    let mention = parameters(WindowDestinationEditor.routeCases, "mentionStatusEditor")
    #expect(mention.map(\.kind) == [.restorable, .linkable])
  }

  @Test func eachEnumIsShownAsTheAppShowsIt() {
    #expect(RouterDestination.routeCases.allSatisfy { $0.presentation == .push })
    #expect(SheetDestination.routeCases.allSatisfy { $0.presentation == .sheet })
    #expect(
      WindowDestinationEditor.routeCases.allSatisfy { $0.presentation == .window(id: "editor") })
    #expect(
      WindowDestinationMedia.routeCases.allSatisfy { $0.presentation == .window(id: "media") })
    #expect(Self.catalogues.values.joined().allSatisfy { $0.requirement == nil })
  }

  /// Every sample comes back from its components, through `AnyRoute`, unchanged.
  @Test func everyRouteComesBackTyped() {
    let log = CallbackLog()
    for (route, _) in Sample.router {
      #expect(AnyRoute(route).typed(as: RouterDestination.self) == route)
      #expect(AnyRoute(route).kind == route.routeCase?.kind)
    }
    for (route, _) in Sample.sheets(onSaved: log.onSaved()) {
      #expect(AnyRoute(route).typed(as: SheetDestination.self) == route)
      #expect(AnyRoute(route).kind == route.routeCase?.kind)
    }
    for (route, _) in Sample.editor {
      #expect(AnyRoute(route).typed(as: WindowDestinationEditor.self) == route)
    }
    for (route, _) in Sample.media {
      #expect(AnyRoute(route).typed(as: WindowDestinationMedia.self) == route)
    }
    #expect(AnyRoute(Sample.router[0].0).typed(as: SheetDestination.self) == nil)
  }

  /// A window is opened and restored from a saved value: the bus refuses one that would open
  /// a window with a transient value.
  @Test func aWindowCannotCarryATransientValue() throws {
    func build(window caseName: String) throws {
      var placement = IceCubesNavigation.placement
      placement.styles = [RouterDestination.moduleKey: [caseName: .window(id: "media")]]
      var builder = NavigationBus.Builder(shell: IceCubesNavigation.shell, placement: placement)
      builder.register(feature: IceCubesNavigation.registration())
      _ = try builder.build(
        store: NavigationStore(
          state: IceCubesNavigation.initialState(), entitlements: GrantEverything()))
    }
    #expect(
      throws: BusConfigurationError.transientSceneRoute(
        module: "router", case: "accountMediaGridView")
    ) { try build(window: "accountMediaGridView") }
    #expect(
      throws: BusConfigurationError.transientSceneRoute(
        module: "router", case: "conversationDetail")
    ) { try build(window: "conversationDetail") }
    #expect(throws: Never.self) { try build(window: "statusDetailWithStatus") }
  }
}
