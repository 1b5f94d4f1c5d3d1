import MacroTesting
import Testing

@Suite(.macros(wayfinderMacros, indentationWidth: .spaces(2)))
struct FlowMacroTests {
  @Test func aFlowWithARequirementStatesIt() {
    assertMacro {
      """
      @Flow(path: "taskWizard", requires: .featureFlag("wizard"))
      enum WizardFlow {
        case title
      }
      """
    } expansion: {
      """
      enum WizardFlow {
        case title
      }

      extension WizardFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "taskWizard"

        static let persists: Bool = false

        static let flowRequirement: Wayfinder.Requirement? = .featureFlag("wizard")

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("title"),
        ]

        var stepPath: String {
          switch self {
          case .title:
            "title"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "title":
            self = .title
          default:
            return nil
          }
        }
      }
      """
    }
  }

  @Test func expandsAFlowEnum() {
    assertMacro {
      """
      @Flow(path: "onboarding", persists: true)
      enum OnboardingFlow {
        case welcome

        @Skip(when: .permissionsAlreadyGranted)
        case permissions

        case accountSetup
        case complete

        @Branch(replacing: "accountSetup", when: .hasExistingAccount)
        case signIn
      }
      """
    } expansion: {
      """
      enum OnboardingFlow {
        case welcome
        case permissions

        case accountSetup
        case complete
        case signIn
      }

      extension OnboardingFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "onboarding"

        static let persists: Bool = true

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("welcome"),
          Wayfinder.FlowStepDeclaration("permissions", skipWhen: .permissionsAlreadyGranted),
          Wayfinder.FlowStepDeclaration("accountSetup"),
          Wayfinder.FlowStepDeclaration("complete"),
          Wayfinder.FlowStepDeclaration("signIn", replacing: "accountSetup", when: .hasExistingAccount),
        ]

        var stepPath: String {
          switch self {
          case .welcome:
            "welcome"
          case .permissions:
            "permissions"
          case .accountSetup:
            "accountSetup"
          case .complete:
            "complete"
          case .signIn:
            "signIn"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "welcome":
            self = .welcome
          case "permissions":
            self = .permissions
          case "accountSetup":
            self = .accountSetup
          case "complete":
            self = .complete
          case "signIn":
            self = .signIn
          default:
            return nil
          }
        }
      }
      """
    }
  }

  @Test func rejectsABranchReplacingAnUnknownStep() {
    assertMacro {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome
        case accountSetup

        @Branch(replacing: "acountSetup", when: .hasExistingAccount)
        case signIn
      }
      """
    } diagnostics: {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome
        case accountSetup

        @Branch(replacing: "acountSetup", when: .hasExistingAccount)
                           ┬────────────
                           ╰─ 🛑 '@Branch(replacing: "acountSetup", when: .hasExistingAccount)': the flow has no step 'acountSetup'; its steps are 'welcome', 'accountSetup'
                              ✏️ replace 'acountSetup' with 'accountSetup'
        case signIn
      }
      """
    } fixes: {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome
        case accountSetup

        @Branch(replacing: "accountSetup", when: .hasExistingAccount)
        case signIn
      }
      """
    } expansion: {
      """
      enum OnboardingFlow {
        case welcome
        case accountSetup
        case signIn
      }

      extension OnboardingFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "onboarding"

        static let persists: Bool = false

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("welcome"),
          Wayfinder.FlowStepDeclaration("accountSetup"),
          Wayfinder.FlowStepDeclaration("signIn", replacing: "accountSetup", when: .hasExistingAccount),
        ]

        var stepPath: String {
          switch self {
          case .welcome:
            "welcome"
          case .accountSetup:
            "accountSetup"
          case .signIn:
            "signIn"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "welcome":
            self = .welcome
          case "accountSetup":
            self = .accountSetup
          case "signIn":
            self = .signIn
          default:
            return nil
          }
        }
      }
      """
    }
  }

  @Test func rejectsABranchReplacingItself() {
    assertMacro {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome

        @Branch(replacing: "signIn", when: .hasExistingAccount)
        case signIn
      }
      """
    } diagnostics: {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome

        @Branch(replacing: "signIn", when: .hasExistingAccount)
                           ┬───────
                           ╰─ 🛑 '@Branch(replacing: "signIn", when: .hasExistingAccount)': the step 'signIn' cannot replace itself
                              ✏️ remove '@Branch(replacing: "signIn", when: .hasExistingAccount)'
        case signIn
      }
      """
    } fixes: {
      """
      @Flow(path: "onboarding")
      enum OnboardingFlow {
        case welcome
        case signIn
      }
      """
    } expansion: {
      """
      enum OnboardingFlow {
        case welcome
        case signIn
      }

      extension OnboardingFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "onboarding"

        static let persists: Bool = false

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("welcome"),
          Wayfinder.FlowStepDeclaration("signIn"),
        ]

        var stepPath: String {
          switch self {
          case .welcome:
            "welcome"
          case .signIn:
            "signIn"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "welcome":
            self = .welcome
          case "signIn":
            self = .signIn
          default:
            return nil
          }
        }
      }
      """
    }
  }

  @Test func rejectsAFlowThatIsNotAnEnum() {
    assertMacro {
      """
      @Flow(path: "onboarding")
      class OnboardingFlow {
      }
      """
    } diagnostics: {
      """
      @Flow(path: "onboarding")
      ┬────────────────────────
      ╰─ 🛑 '@Flow' can only be attached to an enum: its cases are the flow's steps
         ✏️ remove '@Flow(path: "onboarding")'
      class OnboardingFlow {
      }
      """
    } fixes: {
      """
      class OnboardingFlow {
      }
      """
    } expansion: {
      """
      class OnboardingFlow {
      }
      """
    }
  }

  @Test func rejectsAStepWithValues() {
    assertMacro {
      """
      @Flow(path: "checkout")
      enum CheckoutFlow {
        case cart(items: [String])
      }
      """
    } diagnostics: {
      """
      @Flow(path: "checkout")
      enum CheckoutFlow {
        case cart(items: [String])
                 ┬────────────────
                 ╰─ 🛑 a flow step carries no values: the flow collects its data as it goes
                    ✏️ remove the associated values
      }
      """
    } fixes: {
      """
      @Flow(path: "checkout")
      enum CheckoutFlow {
        case cart
      }
      """
    } expansion: {
      """
      enum CheckoutFlow {
        case cart
      }

      extension CheckoutFlow: Wayfinder.NavigationFlow {
        static let flowPath: String = "checkout"

        static let persists: Bool = false

        static let flowSteps: [Wayfinder.FlowStepDeclaration] = [
          Wayfinder.FlowStepDeclaration("cart"),
        ]

        var stepPath: String {
          switch self {
          case .cart:
            "cart"
          }
        }

        init?(stepPath: String) {
          switch stepPath {
          case "cart":
            self = .cart
          default:
            return nil
          }
        }
      }
      """
    }
  }
}
