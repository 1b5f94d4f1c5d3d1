import Foundation
import PortedRouter
import PortedRouterModels
import Testing
import Wayfinder

/// Every destination of IceCubes (Dimillian/IceCubesApp, `Packages/Env/Sources/Env/Router.swift`)
/// asked of the recording mocks: each call is recorded with its arguments, and a callback the
/// mock keeps can still be called.
@MainActor
@Suite struct MockHandleTests {
  @Test func theRouterMockRecordsEveryPush() {
    for (route, call) in Sample.router {
      let mock = MockRouterNavigation()
      drive(mock, to: route)
      #expect(mock.calls == [call], "\(route.routeComponents.name)")
    }
    let mock = MockRouterNavigation()
    for (route, _) in Sample.router { drive(mock, to: route) }
    #expect(mock.calls == Sample.router.map(\.1))
  }

  @Test func theSheetMockRecordsEverySheetAndTheDismissal() {
    let log = CallbackLog()
    let sheets = Sample.sheets(onSaved: log.onSaved())
    for (route, call) in sheets {
      let mock = MockSheetNavigation()
      drive(mock, to: route)
      mock.dismiss()
      #expect(mock.calls == [call, .dismiss], "\(route.routeComponents.name)")
    }
    #expect(log.saved.isEmpty, "recording a call does not run its callback")
  }

  @Test func theWindowMocksRecordEveryWindow() {
    for (route, call) in Sample.editor {
      let mock = MockEditorWindowNavigation()
      drive(mock, to: route)
      #expect(mock.calls == [call], "\(route.routeComponents.name)")
    }
    for (route, call) in Sample.media {
      let mock = MockMediaWindowNavigation()
      drive(mock, to: route)
      #expect(mock.calls == [call])
    }
  }

  /// A mock compares arguments by value: another post or another callback is another call.
  @Test func aRecordedCallDiffersWhenAnArgumentDoes() {
    let mock = MockSheetNavigation()
    let log = CallbackLog()
    let onSaved = log.onSaved()
    mock.showReport(status: Sample.status)
    mock.showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: onSaved)
    #expect(mock.calls.first != .showReport(status: Sample.editedStatus))
    #expect(mock.calls.last != .showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: log.onSaved()))
    #expect(mock.calls.last != .showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: nil))
    #expect(mock.calls.last == .showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: onSaved))
  }

  /// The screen under test hands the mock a callback; the test plays the editor and calls it.
  @Test func aCallbackTheMockKeepsCanBeCalled() {
    let mock = MockSheetNavigation()
    let log = CallbackLog()
    mock.showEditTagGroup(tagGroup: Sample.tagGroup, onSaved: log.onSaved())
    guard case .showEditTagGroup(let group, let onSaved?)? = mock.calls.first else {
      Issue.record("no tag group editor was asked for: \(mock.calls)")
      return
    }
    var saved = group
    saved.tags.append("swiftdata")
    onSaved(saved)
    onSaved(group)
    #expect(log.saved.map(\.tags) == [["swift", "swiftui", "swiftdata"], ["swift", "swiftui"]])
  }
}
