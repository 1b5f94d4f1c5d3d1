import Foundation
import Testing
import Wayfinder

/// A journal entry: a model with no link form, so a route that carries it is restorable.
struct JournalEntry: Codable, Hashable, Sendable {
  var title: String
  var words: Int
}

/// A picked photo: `Hashable & Sendable` but not `Codable`, so a route that carries it is
/// transient.
struct PickedPhoto: Hashable, Sendable {
  let pixels: [UInt8]
}

@Route(path: "journal")
enum Journal {
  case list
  case entry(id: String)
  case preview(JournalEntry)
  @Presents(.sheet)
  case pickPhoto(for: JournalEntry, completion: RouteCallback<PickedPhoto>)
  @Requires(.premium)
  @Presents(.sheet)
  case export(JournalEntry, done: RouteCallback<Void>)
  case stats(counts: [String: Int])
  case gallery(PickedPhoto?)
}

enum JournalInteraction: ModuleInteraction {
  case none
  static let moduleKey: ModuleKey = "journal"
}

/// Counts calls of a callback on the main actor.
@MainActor
final class CallCounter {
  var calls: [String] = []
  nonisolated init() {}
}

@MainActor
@Suite struct RouteValueKindTests {
  let entry = JournalEntry(title: "Harbour walk", words: 420)

  func harness(
    store: EntitlementStore = EntitlementStore(), styles: [String: PresentationStyle] = [:]
  ) throws -> BusHarness {
    try BusHarness(
      store: store,
      placement: RoutePlacement(
        homeTabs: ["notes": "notes", "journal": "home"], styles: ["journal": styles])
    ) { builder in
      builder.register(
        ModuleRegistration(
          FakeModule<Journal, JournalInteraction>(log: InteractionLog()) { _ in .nothing }))
    }
  }

  @Test func aCaseKindFollowsFromItsValuesTypes() {
    let kinds = Dictionary(uniqueKeysWithValues: Journal.routeCases.map { ($0.name, $0.kind) })
    #expect(kinds["list"] == .linkable)
    #expect(kinds["entry"] == .linkable)
    #expect(kinds["preview"] == .restorable)
    #expect(kinds["stats"] == .restorable, "a dictionary of Codable values is Codable")
    #expect(kinds["pickPhoto"] == .transient, "the weakest value decides")
    #expect(kinds["export"] == .transient)
    #expect(kinds["gallery"] == .transient)
    let pick = Journal.routeCases.first { $0.name == "pickPhoto" }
    #expect(pick?.parameters.map(\.kind) == [.restorable, .transient])
    #expect(pick?.parameters.map(\.typeName) == ["JournalEntry", "RouteCallback<PickedPhoto>"])
  }

  @Test func everyKindComesBackTypedAndACallbackKeepsItsIdentity() throws {
    let counter = CallCounter()
    let callback = RouteCallback<PickedPhoto> { _ in counter.calls.append("picked") }
    let routes: [Journal] = [
      .entry(id: "7"), .preview(entry), .pickPhoto(for: entry, completion: callback),
      .stats(counts: ["walks": 3]), .gallery(nil), .gallery(PickedPhoto(pixels: [1, 2])),
    ]
    for route in routes {
      #expect(AnyRoute(route).typed(as: Journal.self) == route)
      #expect(AnyRoute(route).kind == route.routeCase?.kind)
    }
    guard case .pickPhoto(_, let back)? = AnyRoute(routes[2]).typed(as: Journal.self) else {
      Issue.record("the picker did not come back")
      return
    }
    #expect(back == callback)
    #expect(back != RouteCallback<PickedPhoto> { _ in }, "equal only to copies of one wrapping")
    back(PickedPhoto(pixels: []))
    #expect(counter.calls == ["picked"])
  }

  @Test func aRestorableValueIsSavedAsJSONAndReadBackEqual() throws {
    let route = AnyRoute(Journal.preview(entry))
    let data = try JSONEncoder().encode(route)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("Harbour walk"))
    let decoded = try JSONDecoder().decode(AnyRoute.self, from: data)
    #expect(decoded == route, "a saved value equals the value it was saved from")
    #expect(decoded.typed(as: Journal.self) == .preview(entry))
    #expect(decoded.description == "journal/preview/{JournalEntry}")
    // A linkable route keeps the compact form of version 1.
    let plain = String(
      decoding: try JSONEncoder().encode(AnyRoute(Journal.entry(id: "7"))), as: UTF8.self)
    #expect(plain == #"["journal","entry","7"]"#)
  }

  @Test func aTransientValueIsSavedAsAMarkerThatDoesNotDecode() throws {
    let route = AnyRoute(Journal.export(entry, done: RouteCallback {}))
    let data = try JSONEncoder().encode(route)
    let decoded = try JSONDecoder().decode(AnyRoute.self, from: data)
    #expect(decoded.kind == .transient)
    #expect(decoded != route)
    #expect(throws: RouteDecodingError.self) { try decoded.decode(as: Journal.self) }
    #expect {
      _ = try decoded.decode(as: Journal.self)
    } throws: { error in
      "\(error)"
        == "route 'journal/export': value 'done' should be RouteCallback<()> but it is "
        + "transient and was not saved"
    }
  }

  /// A saved state comes back with its restorable entries typed; the transient entry and what
  /// stands above it are removed, as a guard removes what the user may no longer see.
  @Test func aRestoreKeepsRestorableEntriesAndDropsTransientOnes() throws {
    let h = try harness()
    let picker = AnyRoute(Journal.pickPhoto(for: entry, completion: RouteCallback { _ in }))
    #expect(
      h.bus.send(.show(AnyRoute(Journal.entry(id: "7")), style: nil), from: "journal") == .applied)
    #expect(
      h.bus.send(.show(AnyRoute(Journal.preview(entry)), style: nil), from: "journal") == .applied)
    #expect(h.bus.send(.show(picker, style: nil), from: "journal") == .applied)
    #expect(h.state.allRoutes.contains(picker))

    let saved = try SnapshotCodec().encode(h.state)
    let read = try SnapshotCodec().decode(saved)
    let relaunched = try harness()
    #expect(relaunched.bus.send(.restore(read), source: .restore) == .applied)
    let routes = relaunched.state.tab("home")?.content.base.routes.compactMap {
      $0.typed(as: Journal.self)
    }
    #expect(routes == [.entry(id: "7"), .preview(entry)])
    #expect(relaunched.state.presentationDepth == 0, "the picker is gone")
    #expect(!relaunched.state.allRoutes.contains { $0.kind == .transient })
  }

  /// A hand-edited model that no longer decodes is removed with what stands above it; the rest
  /// of the saved state comes back.
  @Test func aRestorableValueThatNoLongerDecodesIsRemoved() throws {
    let h = try harness()
    #expect(
      h.bus.send(.show(AnyRoute(Journal.entry(id: "7")), style: nil), from: "journal") == .applied)
    #expect(
      h.bus.send(.show(AnyRoute(Journal.preview(entry)), style: nil), from: "journal") == .applied)
    let saved = String(decoding: try SnapshotCodec().encode(h.state), as: UTF8.self)
    let edited = saved.replacingOccurrences(of: #"\"words\":420"#, with: #"\"words\":\"many\""#)
    #expect(edited != saved)
    let read = try SnapshotCodec().decode(Data(edited.utf8))
    let relaunched = try harness()
    #expect(relaunched.bus.send(.restore(read), source: .restore) == .applied)
    #expect(
      relaunched.state.tab("home")?.content.base.routes.compactMap { $0.typed(as: Journal.self) }
        == [.entry(id: "7")])
  }

  /// The paywall comes first; after the purchase the same route opens, with the same callback.
  @Test func aTransientRouteBehindAGuardResumesWithTheSameCallback() throws {
    let store = EntitlementStore()
    let h = try harness(store: store)
    let counter = CallCounter()
    let done = RouteCallback<Void> { counter.calls.append("exported") }
    let outcome = h.bus.send(
      .show(AnyRoute(Journal.export(entry, done: done)), style: nil), from: "journal")
    guard case .redirected = outcome else {
      Issue.record("expected the paywall, got \(outcome)")
      return
    }
    #expect(store.grant(.premium) == [.applied])
    let top = h.state.focusedStack.routes.last?.typed(as: Journal.self)
    guard case .export(let shown, let resumed)? = top else {
      Issue.record("the export did not open: \(String(describing: top))")
      return
    }
    #expect(shown == entry)
    #expect(resumed == done)
    resumed()
    #expect(counter.calls == ["exported"])
  }

  @Test func aSceneRouteThatCarriesATransientValueIsRefusedWhenTheBusIsBuilt() {
    #expect(throws: BusConfigurationError.transientSceneRoute(module: "journal", case: "pickPhoto"))
    {
      _ = try harness(styles: ["pickPhoto": .window(id: "picker")])
    }
    #expect(throws: Never.self) { _ = try harness(styles: ["preview": .window(id: "reader")]) }
  }

  /// A style given when the route is sent meets the same rule as a declared one.
  @Test func aTransientRouteShownAsAWindowIsRefused() throws {
    let h = try harness()
    let picker = AnyRoute(Journal.pickPhoto(for: entry, completion: RouteCallback { _ in }))
    let before = h.state
    let outcome = h.bus.send(.show(picker, style: .window(id: "picker")), from: "journal")
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(reason.contains("carries a transient value and cannot open scene window/picker"))
    #expect(h.state == before)
    let opening = NavigationIntent.commands([
      .openScene(.window("picker"), root: picker, immersion: nil)
    ])
    #expect(h.bus.send(opening, source: .app) != .applied)
    #expect(h.state == before)
    let preview = AnyRoute(Journal.preview(entry))
    #expect(h.bus.send(.show(preview, style: .window(id: "reader")), from: "journal") == .applied)
  }

  func resolver() throws -> DeepLinkResolver {
    var builder = DeepLinkResolverBuilder(scheme: "myapp", host: "app", shell: BusHarness.shell)
    builder.addRoutes(Journal.self, toTab: "home", root: .list)
    return try builder.build()
  }

  /// A link stops below the first route that has none, and says what it left out.
  @Test func theLinkOfAStateIsThatOfTheNearestLinkableRoute() throws {
    let links = try resolver()
    var state = NavigationState(
      tabs: BusHarness.shell.tabs.map {
        TabState(id: $0.id, root: $0.id == "home" ? AnyRoute(Journal.list) : nil)
      })
    try state.apply(.push(AnyRoute(Journal.entry(id: "7"))))
    try state.apply(.push(AnyRoute(Journal.preview(entry))))
    try state.apply(.push(AnyRoute(Journal.entry(id: "8"))))
    let (link, omitted) = try links.nearestLink(for: state)
    #expect(link == "myapp://app/home/entry/7")
    #expect(omitted.map(\.description) == ["journal/preview/{JournalEntry}", "journal/entry/8"])
    #expect(try links.link(for: state) == link)
  }

  @Test func aLinkToARouteWithoutOneSaysWhy() throws {
    let links = try resolver()
    #expect(throws: DeepLinkError.self) { try links.resolve("myapp://app/home/preview") }
    #expect {
      _ = try links.resolve("myapp://app/home/entry/7/pickPhoto")
    } throws: { error in
      "\(error)"
        == "segment 4: route 'journal/pickPhoto' has no link: it carries JournalEntry, "
        + "RouteCallback<PickedPhoto> (transient), so only the app can show it"
    }
  }
}
