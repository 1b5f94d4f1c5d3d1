import MacroTesting
import Testing

@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct MarkerMacroTests {
  @Test func markersOnCasesExpandToNothing() {
    assertMacro {
      """
      enum Route {
        @Presents(.sheet)
        @Requires(.premium)
        case edit
      }
      """
    } expansion: {
      """
      enum Route {
        case edit
      }
      """
    }
  }

  @Test func rejectsPresentsOutsideAnEnumCase() {
    assertMacro {
      """
      struct Screen {
        @Presents(.sheet)
        var edit: Int
      }
      """
    } diagnostics: {
      """
      struct Screen {
        @Presents(.sheet)
        ┬────────────────
        ╰─ 🛑 '@Presents' can only be attached to an enum case of a '@Route' enum
           ✏️ remove '@Presents(.sheet)'
        var edit: Int
      }
      """
    } fixes: {
      """
      struct Screen {
        var edit: Int
      }
      """
    } expansion: {
      """
      struct Screen {
        var edit: Int
      }
      """
    }
  }

  @Test func rejectsRequiresOutsideAnEnumCase() {
    assertMacro {
      """
      @Requires(.premium)
      func analytics() {}
      """
    } diagnostics: {
      """
      @Requires(.premium)
      ┬──────────────────
      ╰─ 🛑 '@Requires' can only be attached to an enum case of a '@Route' enum or an '@AppShell' tab
         ✏️ remove '@Requires(.premium)'
      func analytics() {}
      """
    } fixes: {
      """
      func analytics() {}
      """
    } expansion: {
      """
      func analytics() {}
      """
    }
  }

  @Test func rejectsBranchOutsideAnEnumCase() {
    assertMacro {
      """
      @Branch(replacing: "accountSetup", when: .hasExistingAccount)
      struct SignIn {}
      """
    } diagnostics: {
      """
      @Branch(replacing: "accountSetup", when: .hasExistingAccount)
      ┬────────────────────────────────────────────────────────────
      ╰─ 🛑 '@Branch' can only be attached to an enum case of a '@Flow' enum
         ✏️ remove '@Branch(replacing: "accountSetup", when: .hasExistingAccount)'
      struct SignIn {}
      """
    } fixes: {
      """
      struct SignIn {}
      """
    } expansion: {
      """
      struct SignIn {}
      """
    }
  }

  @Test func rejectsSkipOutsideAnEnumCase() {
    assertMacro {
      """
      @Skip(when: .permissionsAlreadyGranted)
      let permissions = 1
      """
    } diagnostics: {
      """
      @Skip(when: .permissionsAlreadyGranted)
      ┬──────────────────────────────────────
      ╰─ 🛑 '@Skip' can only be attached to an enum case of a '@Flow' enum
         ✏️ remove '@Skip(when: .permissionsAlreadyGranted)'
      let permissions = 1
      """
    } fixes: {
      """
      let permissions = 1
      """
    } expansion: {
      """
      let permissions = 1
      """
    }
  }

  @Test func rejectsASceneMarkerOutsideAType() {
    assertMacro {
      """
      @Window(id: "preferences")
      func preferences() {}
      """
    } diagnostics: {
      """
      @Window(id: "preferences")
      ┬─────────────────────────
      ╰─ 🛑 '@Window' can only be attached to a type nested in an '@AppShell'
         ✏️ remove '@Window(id: "preferences")'
      func preferences() {}
      """
    } fixes: {
      """
      func preferences() {}
      """
    } expansion: {
      """
      func preferences() {}
      """
    }
  }
}
