import Foundation
import PortedRouter
import PortedRouterModels
import Testing
import Wayfinder

/// IceCubes' destinations (Dimillian/IceCubesApp, `Packages/Env/Sources/Env/Router.swift`) saved
/// in a snapshot and restored on a new bus: models come back equal, values that only live while
/// the app runs (media statuses, conversations, tag groups, callbacks) are gone with what stands
/// above them.
@MainActor
@Suite struct SnapshotTests {
  /// The timeline holds linkable, restorable and transient entries, the notifications tab a
  /// restorable sheet, the messages tab a transient one, and both windows are open.
  func busShowingEveryKind() throws -> NavigationBus {
    let bus = try IceCubesNavigation.makeBus()
    let router = LiveRouterNavigation(sink: bus)
    let sheets = LiveSheetNavigation(sink: bus)
    router.showStatusDetail(id: "1101")
    router.showStatusDetailWithStatus(status: Sample.editedStatus)
    router.showList(list: Sample.list)
    router.showAccountSettingsWithAccount(account: Sample.author, appAccount: Sample.appAccount)
    router.showConversationDetail(conversation: Sample.conversation)
    router.showFollowers(id: "106")
    #expect(bus.send(.selectTab("notifications"), source: .app) == .applied)
    sheets.showReport(status: Sample.status)
    #expect(bus.send(.selectTab("messages"), source: .app) == .applied)
    sheets.showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: CallbackLog().onSaved())
    LiveEditorWindowNavigation(sink: bus).showMentionStatusEditor(
      account: Sample.reader, visibility: .direct)
    LiveMediaWindowNavigation(sink: bus).showMediaViewer(
      attachments: [Sample.photo, Sample.video], selectedAttachment: Sample.video)
    return bus
  }

  @Test func restorableEntriesComeBackAndTransientOnesAreGone() throws {
    let before = try busShowingEveryKind().store.state
    #expect(before.allRoutes.contains { $0.kind == .transient })
    #expect(before.pushed(inTab: "timeline")?.count == 6)

    let saved = try SnapshotCodec().encode(before)
    let read = try SnapshotCodec().decode(saved)
    let relaunched = try IceCubesNavigation.makeBus()
    #expect(relaunched.send(.restore(read), source: .restore) == .applied)
    let after = relaunched.store.state

    let timeline = after.pushed(inTab: "timeline")?.compactMap {
      $0.typed(as: RouterDestination.self)
    }
    #expect(
      timeline == [
        .statusDetail(id: "1101"), .statusDetailWithStatus(status: Sample.editedStatus),
        .list(list: Sample.list),
        .accountSettingsWithAccount(account: Sample.author, appAccount: Sample.appAccount),
      ], "the conversation and the followers above it are gone")
    #expect(
      after.presented(inTab: "notifications") == [
        AnyRoute(SheetDestination.report(status: Sample.status))
      ])
    #expect(after.presented(inTab: "messages").isEmpty)
    #expect(
      after.root(ofScene: IceCubesNavigation.editorWindow)
        == AnyRoute(
          WindowDestinationEditor.mentionStatusEditor(account: Sample.reader, visibility: .direct)))
    #expect(
      after.root(ofScene: IceCubesNavigation.mediaWindow)?.typed(
        as: WindowDestinationMedia.self)
        == .mediaViewer(
          attachments: [Sample.photo, Sample.video], selectedAttachment: Sample.video))
    #expect(!after.allRoutes.contains { $0.kind == .transient })
    #expect(after.allRoutes.count == before.allRoutes.count - 3)
  }

  /// The models come back with every field, not only those equality looks at.
  @Test func aRestoredModelKeepsEveryField() throws {
    let saved = try SnapshotCodec().encode(try busShowingEveryKind().store.state)
    let relaunched = try IceCubesNavigation.makeBus()
    #expect(
      relaunched.send(.restore(try SnapshotCodec().decode(saved)), source: .restore) == .applied)
    let routes = relaunched.store.state.allRoutes.compactMap {
      $0.typed(as: RouterDestination.self)
    }
    guard case .statusDetailWithStatus(let status)? = routes.dropFirst().first else {
      Issue.record("the post did not come back: \(routes)")
      return
    }
    #expect(status.content == Sample.editedStatus.content)
    #expect(status.account.username == "alice")
    #expect(status.visibility == .priv)
    #expect(status.editedAt == Sample.editedStatus.editedAt)
    guard case .accountSettingsWithAccount(_, let appAccount)? = routes.last else {
      Issue.record("the account settings did not come back: \(routes)")
      return
    }
    #expect(appAccount.id == "mastodon.social:1700000000.0")
    #expect(appAccount.oauthToken?.accessToken == "token-1")
  }

  /// A transient value is saved as a marker, never as its contents.
  @Test func theSnapshotHoldsNoTransientValue() throws {
    let saved = try SnapshotCodec().encode(try busShowingEveryKind().store.state)
    let text = String(decoding: saved, as: UTF8.self)
    #expect(text.contains("Harbour at dawn"), "a restorable post is saved")
    #expect(text.contains("Swift folks"), "a restorable list is saved")
    #expect(!text.contains("only-in-the-conversation"), "the conversation is not saved")
    #expect(!text.contains("tag-group-title"), "the tag group is not saved")
    #expect(text.contains("transient"))
  }
}
