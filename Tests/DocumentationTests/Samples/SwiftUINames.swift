import SwiftUI
import Testing
import Wayfinder

// On Apple platforms this file compiles against SwiftUI itself; on Linux against the stand-in in
// Tools/AppleStandIns/SwiftUI (module SwiftUIStandIn, imported as SwiftUI through -module-alias),
// which declares the same names. Either way it proves that a file importing both modules can use
// each one's types unqualified.

// sample: swiftui-names
/// The detents SwiftUI's `presentationDetents(_:)` takes for a Wayfinder sheet.
func presentationDetents(of style: PresentationStyle) -> Set<PresentationDetent> {
  guard case .sheet(let detents) = style else { return [] }
  return Set(
    detents.detents.map { detent -> PresentationDetent in
      switch detent {
      case .medium: return .medium
      case .large: return .large
      case .fraction(let fraction): return .fraction(fraction)
      case .height(let height): return .height(height)
      }
    })
}

/// The SwiftUI edge an ornament is attached to.
func ornamentEdge(of style: PresentationStyle) -> Edge? {
  guard case .ornament(let edge) = style else { return nil }
  switch edge {
  case .top: return .top
  case .bottom: return .bottom
  case .leading: return .leading
  case .trailing: return .trailing
  }
}
// end sample

/// Compiles only while `ImmersionStyle` names SwiftUI's protocol alone; Wayfinder's is
/// `PresentationStyle.Immersion`.
@available(macOS 26.0, visionOS 1.0, *)
@available(iOS, unavailable)
typealias SwiftUIImmersionStyle = any ImmersionStyle

@Suite struct SwiftUINamesTests {
  @Test func aSheetsDetentsBecomeSwiftUIs() {
    #expect(
      presentationDetents(of: .sheet(detents: [.large, .medium, .fraction(0.25), .height(120)]))
        == [.medium, .large, .fraction(0.25), .height(120)])
    #expect(presentationDetents(of: .sheet) == [.large])
    #expect(presentationDetents(of: .push).isEmpty)
  }

  @Test func anOrnamentsEdgeBecomesSwiftUIs() {
    #expect(ornamentEdge(of: .ornament(edge: .leading)) == .leading)
    #expect(ornamentEdge(of: .ornament(edge: .bottom)) == .bottom)
    #expect(ornamentEdge(of: .fullScreen) == nil)
  }
}

// SwiftUI's scene types `Window`, `ImmersiveSpace` and `Settings` share their names with
// Wayfinder's attribute macros. Types of those names declared right here, which name lookup
// prefers even to imported ones, do not stop the attributes below from meaning the macros.
private struct Window<Content> {}
private struct ImmersiveSpace<Content> {}
private struct Settings<Content> {}

@AppShell
enum ViewerShell {
  enum Tab {
    case library
  }

  @Window(id: "inspector", title: "Inspector")
  enum InspectorWindow {}

  @ImmersiveSpace(id: "theatre", style: .full)
  enum Theatre {}

  @Settings
  enum Preferences {}
}

@Suite struct SceneMacroNamesTests {
  @Test func theSceneAttributesAreTheMacrosBesideTypesOfTheirNames() {
    #expect(
      ViewerShell.shell.scenes.map(\.id.description) == [
        "window/inspector", "immersive/theatre", "settings/settings",
      ])
    #expect(ViewerShell.shell.scenes.map(\.immersion) == [nil, .full, nil])
  }
}
