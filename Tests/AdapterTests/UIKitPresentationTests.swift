import Foundation
import ShowcaseApp
import Tasks
import Testing
import UIKit
import Wayfinder
import WayfinderUIKit

/// The UIKit adapter's modal layers: each presented in a navigation controller of its own, in
/// the style and detents the layer is shown with; a swipe-down asked about before it begins and
/// reported after.
@MainActor
@Suite struct UIKitPresentationTests {
  /// As in UIKit, a view controller's style is `.automatic` until it is set, which resolves to
  /// a sheet; the adapter sets the style of every layer it presents, so none is left to it.
  @Test func theStyleIsAutomaticUntilSetAndTheAdapterSetsEveryLayers() async throws {
    let fresh = UIViewController(nibName: nil, bundle: nil)
    #expect(fresh.modalPresentationStyle == .automatic)
    #expect(fresh.presentationController is UISheetPresentationController)
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    #expect(ui.presented.allSatisfy { $0.modalPresentationStyle != .automatic })
    #expect(!ui.presented.isEmpty)
  }

  @Test func aPlainSheetMaySwipeDownAndIsReportedDismissed() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let sheet = try #require(ui.presented.first)
    #expect(ui.presented.count == 1)
    #expect(ui.titles(sheet) == ["New task"])
    #expect(sheet.modalPresentationStyle == .pageSheet)
    #expect(sheet.sheetPresentationController?.detents.map(\.identifier.rawValue) == ["large"])
    let presentation = try #require(sheet.presentationController)
    let delegate = try #require(presentation.delegate)
    #expect(delegate.presentationControllerShouldDismiss(presentation))
    #expect(ui.reported.isEmpty, "asking before the gesture sends nothing")

    // UIKit dismisses the sheet, and once its transition finished tells the delegate.
    ui.tabBar.dismiss(animated: true)
    await UIViewController.transitionsFinished()
    delegate.presentationControllerDidDismiss(presentation)

    #expect(ui.reported.map(\.intent) == [.dismiss])
    #expect(ui.reported.map(\.outcome) == [.applied])
    #expect(ui.state.presentationDepth == 0)
    #expect(ui.presented.isEmpty)
  }

  @Test func theCheckoutSheetRefusesToBeSwipedDown() async throws {
    let ui = try UIKitFixture()
    await ui.send(.flow(.open("checkout")))
    let sheet = try #require(ui.presented.last)
    let presentation = try #require(sheet.presentationController)
    let delegate = try #require(presentation.delegate)

    #expect(!delegate.presentationControllerShouldDismiss(presentation))
    #expect(ui.reported.isEmpty)

    // Were it dismissed all the same, the refusal presents it again.
    ui.tabBar.dismiss(animated: true)
    await UIViewController.transitionsFinished()
    delegate.presentationControllerDidDismiss(presentation)
    #expect(ui.reported.count == 1)
    #expect(ui.reported.first?.outcome != .applied)
    #expect(ui.state.flows.map(\.flow) == ["checkout"])
    #expect(ui.presented.last === sheet)
  }

  @Test func anAppDismissalDismissesThePresentedController() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/edit/3")
    #expect(ui.presented.count == 1)
    await ui.send(.dismiss)
    #expect(ui.presented.isEmpty)
    #expect(ui.reported.isEmpty)
  }

  @Test func aSheetHasTheDetentsOfItsLayer() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/edit/3")
    let sheet = try #require(ui.presented.first?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier.rawValue) == ["medium", "large"])
  }

  @Test func customDetentsResolveFromTheHeightOfTheSheet() async throws {
    let ui = try UIKitFixture()
    await ui.send(
      .show(
        AnyRoute(TasksRoute.quickCreate), style: .sheet(detents: [.fraction(0.25), .height(120)])))
    let sheet = try #require(ui.presented.first?.sheetPresentationController)
    let resolved = sheet.detents.map { $0.resolvedValue(maximumDetentValue: 800) }
    #expect(resolved == [120, 200])
    #expect(Set(sheet.detents.map(\.identifier)).count == 2, "each custom detent its own id")
  }

  @Test func aFullScreenLayerIsPresentedFullScreen() async throws {
    let ui = try UIKitFixture()
    try ui.app.account.setEntitlement("premium", on: true)
    await ui.open("archery://app/tasks/analytics")
    #expect(ui.presented.first?.modalPresentationStyle == .fullScreen)
  }

  @Test func aPopoverOnIPadPointsAtThePresentingView() async throws {
    let ui = try UIKitFixture(platform: .iPadOS)
    await ui.send(.show(AnyRoute(TasksRoute.quickCreate), style: .popover))
    let popover = try #require(ui.presented.first)
    #expect(popover.modalPresentationStyle == .popover)
    #expect(popover.popoverPresentationController?.sourceView === ui.tabBar.view)
  }

  @Test func aPopoverOnIPadPointsAtTheAnchorOfItsStyleWithItsArrow() async throws {
    typealias Case = (
      style: PresentationStyle, rightToLeft: Bool, rect: CGRect, arrows: UIPopoverArrowDirection
    )
    let bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
    let cases: [Case] = [
      (.popover, false, bounds, .any),
      (.popover(anchor: .point(x: 0.25, y: 1), arrowEdge: .top), false, point(200, 600), .down),
      (.popover(anchor: .edge(.bottom), arrowEdge: .bottom), false, point(400, 600), .up),
      (.popover(anchor: .edge(.leading), arrowEdge: .trailing), false, point(0, 300), .left),
      (.popover(anchor: .edge(.trailing), arrowEdge: .leading), false, point(800, 300), .right),
      // Leading and trailing, and a unit point's x, follow the layout direction.
      (.popover(anchor: .edge(.leading), arrowEdge: .trailing), true, point(800, 300), .right),
      (.popover(anchor: .point(x: 0.25, y: 0), arrowEdge: .leading), true, point(600, 0), .left),
    ]
    for test in cases {
      let ui = try UIKitFixture(platform: .iPadOS)
      ui.tabBar.view.bounds = bounds
      ui.tabBar.view.effectiveUserInterfaceLayoutDirection =
        test.rightToLeft ? .rightToLeft : .leftToRight
      await ui.send(.show(AnyRoute(TasksRoute.quickCreate), style: test.style))
      let popover = try #require(ui.presented.first?.popoverPresentationController)
      #expect(popover.sourceView === ui.tabBar.view)
      #expect(popover.sourceRect == test.rect, "\(test.style), right to left: \(test.rightToLeft)")
      #expect(
        popover.permittedArrowDirections == test.arrows,
        "\(test.style), right to left: \(test.rightToLeft)")
    }
  }

  /// An empty rectangle at a point.
  private func point(_ x: CGFloat, _ y: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: 0, height: 0)
  }

  @Test func aSheetOverASheetIsPresentedByIt() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let first = try #require(ui.presented.first)
    await ui.send(.show(AnyRoute(TasksRoute.edit(id: "3")), style: .sheet))
    #expect(ui.presented.count == 2)
    #expect(ui.presented.first === first)
    #expect(first.presentedViewController === ui.presented.last)

    // Swiping the lower sheet down takes the one over it along.
    let presentation = try #require(first.presentationController)
    ui.tabBar.dismiss(animated: true)
    await UIViewController.transitionsFinished()
    ui.renderer.presentationControllerDidDismiss(presentation)
    #expect(ui.reported.map(\.intent) == [.commands([.dismiss(levels: 2)])])
    #expect(ui.presented.isEmpty)
  }

  /// Presentations finish after their transition, as in UIKit, and nothing is presented from a
  /// controller still being presented: two sheets shown by one request reach UIKit one after
  /// the other, each once the one below finished.
  @Test func twoSheetsAtOnceArePresentedOneTransitionAfterTheOther() async throws {
    let ui = try UIKitFixture()
    ui.app.bus.send(
      .commands([
        .present(AnyRoute(TasksRoute.quickCreate), style: .sheet),
        .present(AnyRoute(TasksRoute.edit(id: "3")), style: .sheet),
      ]), source: .app)
    ui.renderer.render()
    #expect(ui.presented.count == 1, "the first transition is under way")
    await UIViewController.transitionsFinished()
    #expect(ui.presented.count == 2)
    #expect(ui.titles(try #require(ui.presented.first)) == ["New task"])
    #expect(ui.presented.first?.presentedViewController === ui.presented.last)
  }

  /// What the app presents itself (an alert, a share sheet) is not the renderer's: its next
  /// draw leaves it on screen, and presents nothing over it.
  @Test func theRendererLeavesWhatItDidNotPresent() async throws {
    let ui = try UIKitFixture()
    let alert = UIViewController(nibName: nil, bundle: nil)
    ui.tabBar.present(alert, animated: true)
    await UIViewController.transitionsFinished()
    await ui.send(.selectTab("tasks"))
    #expect(ui.tabBar.presentedViewController === alert)
    await ui.open("archery://app/tasks/quickCreate")
    #expect(ui.tabBar.presentedViewController === alert, "nothing is presented over it")
    #expect(ui.presented.isEmpty)
  }

  /// A presentation UIKit refuses (its presenter is being dismissed) never completes: the
  /// renderer does not wait for it, and draws the next change.
  @Test func aRefusedPresentationDoesNotStopTheNextOnes() async throws {
    let ui = try UIKitFixture()
    await ui.open("archery://app/tasks/quickCreate")
    let sheet = try #require(ui.presented.first)
    let presentation = try #require(sheet.presentationController)
    // The user swipes the sheet down; while UIKit dismisses it, a second sheet is asked for.
    ui.tabBar.dismiss(animated: true)
    ui.app.bus.send(.show(AnyRoute(TasksRoute.edit(id: "3")), style: .sheet), source: .app)
    ui.renderer.render()
    await UIViewController.transitionsFinished()
    ui.renderer.presentationControllerDidDismiss(presentation)
    await ui.draw()
    #expect(ui.presented.isEmpty)

    await ui.open("archery://app/tasks/quickCreate")
    #expect(ui.presented.count == 1, "the renderer still presents")
  }

  @Test func aWindowOnIPhoneIsAFullScreenLayerThatClosesTheScene() async throws {
    let ui = try UIKitFixture()
    await ui.send(.commands([.openScene(.window("preferences"), root: nil, immersion: nil)]))
    let window = try #require(ui.presented.first)
    #expect(window.modalPresentationStyle == .fullScreen)

    let presentation = try #require(window.presentationController)
    ui.tabBar.dismiss(animated: true)
    await UIViewController.transitionsFinished()
    ui.renderer.presentationControllerDidDismiss(presentation)

    #expect(ui.reported.map(\.intent) == [.commands([.closeScene(.window("preferences"))])])
    #expect(ui.state.scenes.isEmpty)
    #expect(ui.presented.isEmpty)
  }
}
