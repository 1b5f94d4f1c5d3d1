import SwiftSyntaxMacroExpansion
import WayfinderMacros

/// Every Wayfinder macro by the name it is used with, with the conformances its extension adds.
let wayfinderMacros: [String: MacroSpec] = [
  "Route": MacroSpec(type: RouteMacro.self, conformances: ["NavigationRoute"]),
  "Presents": MacroSpec(type: PresentsMacro.self),
  "Requires": MacroSpec(type: RequiresMacro.self),
  "Link": MacroSpec(type: LinkMacro.self),
  "Flow": MacroSpec(type: FlowMacro.self, conformances: ["NavigationFlow"]),
  "Branch": MacroSpec(type: BranchMacro.self),
  "Skip": MacroSpec(type: SkipMacro.self),
  "FeatureNavigation": MacroSpec(type: FeatureNavigationMacro.self),
  "AppShell": MacroSpec(type: AppShellMacro.self),
  "Window": MacroSpec(type: WindowMacro.self),
  "ImmersiveSpace": MacroSpec(type: ImmersiveSpaceMacro.self),
  "Settings": MacroSpec(type: SettingsMacro.self),
]
