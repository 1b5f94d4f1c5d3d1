import Testing
import Wayfinder

/// Pins every row of the capability table.
@Suite struct PlatformCapabilitiesTests {
  typealias Row = (
    style: PresentationStyle, iOS: PresentationStyle, iPadOS: PresentationStyle,
    macOS: PresentationStyle, visionOS: PresentationStyle
  )

  static let halfAndFull: PresentationStyle = .sheet(detents: [.medium, .large])

  static let rows: [Row] = [
    (.push, .push, .push, .push, .push),
    (.replace, .replace, .replace, .replace, .replace),
    (.tab("t"), .tab("t"), .tab("t"), .tab("t"), .tab("t")),
    (halfAndFull, halfAndFull, halfAndFull, .sheet, halfAndFull),
    (.fullScreen, .fullScreen, .fullScreen, .sheet, .fullScreen),
    (.popover, halfAndFull, .popover, .popover, .popover),
    (.window(id: "w"), .fullScreen, .window(id: "w"), .window(id: "w"), .window(id: "w")),
    (
      .immersiveSpace(id: "i", style: .full), .fullScreen, .fullScreen, .window(id: "i"),
      .immersiveSpace(id: "i", style: .full)
    ),
    (
      .ornament(edge: .bottom), .sheet(detents: [.medium]), .inspector, .inspector,
      .ornament(edge: .bottom)
    ),
    (.settingsPane, .sheet, .sheet, .settingsPane, .window(id: "settings")),
    (.inspector, halfAndFull, .inspector, .inspector, .ornament(edge: .trailing)),
  ]

  @Test func everyStyleHasARowAndEveryRowHolds() {
    for row in Self.rows {
      let expected: [Platform: PresentationStyle] = [
        .iOS: row.iOS, .iPadOS: row.iPadOS, .macOS: row.macOS, .visionOS: row.visionOS,
        .headless: row.style,
      ]
      for platform in Platform.allCases {
        #expect(
          PresentationStyle.shownStyle(for: row.style, on: platform) == expected[platform],
          "\(row.style) on \(platform)")
      }
    }
    #expect(Set(Self.rows.map(\.style.name)).count == 11, "one row per style")
  }

  @Test func substitutesAreThemselvesNativeSoNoChainIsNeeded() {
    for row in Self.rows {
      for platform in Platform.allCases {
        let shown = PresentationStyle.shownStyle(for: row.style, on: platform)
        #expect(PresentationStyle.isNative(shown, on: platform), "\(shown) on \(platform)")
      }
    }
  }
}
