import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct WayfinderMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    RouteMacro.self, PresentsMacro.self, RequiresMacro.self, LinkMacro.self,
    FlowMacro.self, BranchMacro.self, SkipMacro.self,
    FeatureNavigationMacro.self,
    AppShellMacro.self, WindowMacro.self, ImmersiveSpaceMacro.self, SettingsMacro.self,
    // The SwiftUI stand-in's `@Entry`, for the adapters' builds on Linux.
    EntryMacro.self,
  ]
}
