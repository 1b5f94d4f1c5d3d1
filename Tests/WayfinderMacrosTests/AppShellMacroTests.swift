import MacroTesting
import Testing

@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct AppShellMacroTests {
  @Test func expandsAShell() {
    assertMacro {
      """
      @AppShell(flows: [CheckoutFlow.self])
      struct ShowcaseApp {
        enum Tab: CaseIterable {
          case dashboard
          case tasks

          @Requires(.premium, behavior: .locked)
          case insights

          @Requires(.pro, behavior: .hidden)
          case admin
        }

        @Window(id: "preferences", title: "Preferences")
        struct PreferencesWindow {}

        @ImmersiveSpace(id: "viewer", style: .mixed)
        struct ViewerSpace {}

        @Settings
        struct AppSettings {}

        @Flow(path: "onboarding", persists: true)
        enum OnboardingFlow {
          case welcome
          case complete
        }
      }
      """
    } expansion: {
      """
      struct ShowcaseApp {
        enum Tab: CaseIterable {
          case dashboard
          case tasks
          case insights
          case admin
        }
        struct PreferencesWindow {}
        struct ViewerSpace {}
        struct AppSettings {}
        enum OnboardingFlow {
          case welcome
          case complete
        }
      }

      extension ShowcaseApp.OnboardingFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "onboarding"

        static let persists: Bool = true

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("welcome"),
          Wayfinder.FlowStepDeclaration("complete"),
        ]

        var stepPath: String {
          switch self {
          case .welcome:
            "welcome"
          case .complete:
            "complete"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "welcome":
            self = .welcome
          case "complete":
            self = .complete
          default:
            return nil
          }
        }
      }

      extension ShowcaseApp {
        nonisolated static let shell: Wayfinder.ShellConfiguration = Wayfinder.ShellConfiguration(
          tabs: [
            Wayfinder.TabDeclaration("dashboard"),
            Wayfinder.TabDeclaration("tasks"),
            Wayfinder.TabDeclaration("insights", requirement: .premium, behavior: .locked),
            Wayfinder.TabDeclaration("admin", requirement: .pro, behavior: .hidden),
          ],
          scenes: [
            Wayfinder.SceneDeclaration(.window("preferences"), title: "Preferences"),
            Wayfinder.SceneDeclaration(.immersive("viewer"), immersion: .mixed),
            Wayfinder.SceneDeclaration(.settings),
          ],
          flows: [
            OnboardingFlow.flowDeclaration,
            CheckoutFlow.flowDeclaration,
          ])
        nonisolated static let dashboard: Wayfinder.TabID = "dashboard"
        nonisolated static let tasks: Wayfinder.TabID = "tasks"
        nonisolated static let insights: Wayfinder.TabID = "insights"
        nonisolated static let admin: Wayfinder.TabID = "admin"
        nonisolated static let preferencesWindow: Wayfinder.SceneID = .window("preferences")
        nonisolated static let viewerSpace: Wayfinder.SceneID = .immersive("viewer")
        nonisolated static let appSettings: Wayfinder.SceneID = .settings
      }
      """
    }
  }

  @Test func keepsConditionalScenesConditional() {
    assertMacro {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
        }

        #if os(macOS)
        @Settings
        struct AppSettings {}
        #else
        @Window(id: "settings")
        struct SettingsWindow {}
        #endif
      }
      """
    } expansion: {
      """
      enum Shell {
        enum Tab {
          case home
        }

        #if os(macOS)
        struct AppSettings {}
        #else
        struct SettingsWindow {}
        #endif
      }

      extension Shell {
        nonisolated static let shell: Wayfinder.ShellConfiguration = {
          var scenes: [Wayfinder.SceneDeclaration] = []
          #if os(macOS)
          scenes.append(Wayfinder.SceneDeclaration(.settings))
          #else
          scenes.append(Wayfinder.SceneDeclaration(.window("settings")))
          #endif
          return Wayfinder.ShellConfiguration(
            tabs: [
              Wayfinder.TabDeclaration("home"),
            ],
            scenes: scenes,
            flows: [])
        }()
        nonisolated static let home: Wayfinder.TabID = "home"
        #if os(macOS)
        nonisolated static let appSettings: Wayfinder.SceneID = .settings
        #else
        nonisolated static let settingsWindow: Wayfinder.SceneID = .window("settings")
        #endif
      }
      """
    }
  }

  @Test func warnsAboutABehaviorWithoutARequirement() {
    assertMacro {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          @Requires(behavior: .hidden)
          case admin
        }
      }
      """
    } diagnostics: {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          @Requires(behavior: .hidden)
                    ┬────────────────
                    ╰─ ⚠️ 'behavior: .hidden' has no effect: the tab 'admin' has no requirement
                       ✏️ remove '@Requires(behavior: .hidden)'
                       ✏️ add a requirement
          case admin
        }
      }
      """
    } fixes: {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case admin
        }
      }
      """
    } expansion: {
      """
      enum Shell {
        enum Tab {
          case home
          case admin
        }
      }

      extension Shell {
        nonisolated static let shell: Wayfinder.ShellConfiguration = Wayfinder.ShellConfiguration(
          tabs: [
            Wayfinder.TabDeclaration("home"),
            Wayfinder.TabDeclaration("admin"),
          ],
          scenes: [],
          flows: [])
        nonisolated static let home: Wayfinder.TabID = "home"
        nonisolated static let admin: Wayfinder.TabID = "admin"
      }
      """
    }
  }

  @Test func rejectsAReservedTabName() {
    assertMacro {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case scene
        }
      }
      """
    } diagnostics: {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case scene
               ┬────
               ╰─ 🛑 'scene' cannot be the path of a tab: links reserve 'flow', 'scene' and 'step'
                  ✏️ rename to 'sceneTab'
        }
      }
      """
    } fixes: {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case sceneTab
        }
      }
      """
    } expansion: {
      """
      enum Shell {
        enum Tab {
          case home
          case sceneTab
        }
      }

      extension Shell {
        nonisolated static let shell: Wayfinder.ShellConfiguration = Wayfinder.ShellConfiguration(
          tabs: [
            Wayfinder.TabDeclaration("home"),
            Wayfinder.TabDeclaration("sceneTab"),
          ],
          scenes: [],
          flows: [])
        nonisolated static let home: Wayfinder.TabID = "home"
        nonisolated static let sceneTab: Wayfinder.TabID = "sceneTab"
      }
      """
    }
  }

  @Test func rejectsAShellWithoutTabs() {
    assertMacro {
      """
      @AppShell
      enum Shell {
      }
      """
    } diagnostics: {
      """
      @AppShell
      ┬────────
      ╰─ 🛑 '@AppShell' needs a type that nests 'enum Tab', whose cases are the app's tabs
      enum Shell {
      }
      """
    }
  }

  @Test func namesEachTabAndSceneOnceAndRefusesTwoOfOneName() {
    assertMacro {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case helpWindow
        }

        @Window(id: "help")
        struct HelpWindow {}
      }
      """
    } diagnostics: {
      """
      @AppShell
      enum Shell {
        enum Tab {
          case home
          case helpWindow
        }

        @Window(id: "help")
        struct HelpWindow {}
               ┬─────────
               ╰─ 🛑 'HelpWindow' would be named 'helpWindow' in the shell, as the tab 'helpWindow' is; rename one
      }
      """
    }
  }
}
