import MacroTesting
import Testing
import WayfinderMacros

/// The SwiftUI stand-in's `@Entry`: the accessors and the private key that SwiftUI's own
/// `@Entry` writes, for the adapters' builds on Linux.
@Suite(.macros(["Entry": EntryMacro.self], indentationWidth: .spaces(2)))
struct EntryMacroTests {
  @Test func anEntryWithADefaultValueReadsAndWritesItsKey() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry public var navigationSink: (any NavigationIntentSink)? = nil
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        public var navigationSink: (any NavigationIntentSink)? {
          get {
            self[__Key_navigationSink.self]
          }
          set {
            self[__Key_navigationSink.self] = newValue
          }
        }

        private struct __Key_navigationSink: SwiftUI.EnvironmentKey {
          typealias Value = (any NavigationIntentSink)?
          static var defaultValue: Value {
            nil
          }
        }
      }
      """
    }
  }

  @Test func anOptionalEntryWithoutADefaultValueIsNil() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var flowContext: FlowContext?
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        var flowContext: FlowContext? {
          get {
            self[__Key_flowContext.self]
          }
          set {
            self[__Key_flowContext.self] = newValue
          }
        }

        private struct __Key_flowContext: SwiftUI.EnvironmentKey {
          typealias Value = FlowContext?
          static var defaultValue: Value {
            nil
          }
        }
      }
      """
    }
  }

  @Test func rejectsAnEntryWithoutAType() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var isCompact = false
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var isCompact = false
                   ┬────────
                   ╰─ 🛑 '@Entry' of the SwiftUI stand-in needs the type of 'isCompact' written out: 'var isCompact: Type = false'
      }
      """
    }
  }

  @Test func rejectsANonOptionalEntryWithoutADefaultValue() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry var accent: Color
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry var accent: Color
                   ┬────────────
                   ╰─ 🛑 '@Entry' needs a default value for 'accent', of type 'Color': add '= ...'
      }
      """
    }
  }

  @Test func rejectsAnEntryOnAFunction() {
    assertMacro {
      """
      extension EnvironmentValues {
        @Entry
        func accent() -> Color { .red }
      }
      """
    } diagnostics: {
      """
      extension EnvironmentValues {
        @Entry
        ┬─────
        ╰─ 🛑 '@Entry' can only be attached to a 'var' of one name in an extension of 'EnvironmentValues'
           ✏️ remove '@Entry'
        func accent() -> Color { .red }
      }
      """
    } fixes: {
      """
      extension EnvironmentValues {
        func accent() -> Color { .red }
      }
      """
    } expansion: {
      """
      extension EnvironmentValues {
        func accent() -> Color { .red }
      }
      """
    }
  }
}
