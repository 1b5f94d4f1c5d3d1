#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Advertises what is on top as the window's user activity (Handoff, the system's suggestions),
/// and continues the activities the app takes: universal links and the features' own. A view of
/// its own, so that the activity, which follows every change of what is shown, draws it alone
/// and not the root.
struct ActivityBridge<Content: View>: View {
  let viewModel: NavigationViewModel
  let content: Content

  init(viewModel: NavigationViewModel, @ViewBuilder content: () -> Content) {
    self.viewModel = viewModel
    self.content = content()
  }

  var body: some View {
    let advertised = viewModel.activity
    content
      .userActivity(advertised?.type ?? "", isActive: advertised != nil) { activity in
        if let advertised = viewModel.activity { activity.advertise(advertised) }
      }
      .continuingActivities(of: viewModel)
  }
}

extension View {
  /// Continues, through the view model, each activity type the app continues: universal links
  /// and the features' activities.
  fileprivate func continuingActivities(of viewModel: NavigationViewModel) -> some View {
    viewModel.activityTypes.reduce(AnyView(self)) { view, type in
      AnyView(
        view.onContinueUserActivity(type) { activity in viewModel.report(.continued(activity)) })
    }
  }
}

extension NSUserActivity {
  /// Fills the activity with what the app advertises.
  func advertise(_ advertised: AppActivity) {
    title = advertised.title
    webpageURL = advertised.webpageURL
    userInfo = [AppActivity.linkKey: advertised.link]
    isEligibleForHandoff = true
  }
}

extension WriteBack {
  /// What a continued activity reports: its type and its link, the one the app advertised or
  /// the web page a universal link names.
  static func continued(_ activity: NSUserActivity) -> WriteBack {
    .continuedActivity(
      type: activity.activityType,
      link: activity.userInfo?[AppActivity.linkKey] as? String
        ?? activity.webpageURL?.absoluteString)
  }
}
#endif
