public import Foundation
public import Wayfinder

/// A filter with `String` raw values that declares no `LinkValue` conformance: routes carry it
/// through its raw value.
public enum SampleFilter: String, Hashable, Sendable, CaseIterable {
  case open, done
  case tilde = "~tilde"
}

/// A priority with `Int` raw values that declares no `LinkValue` conformance.
public enum SamplePriority: Int, Hashable, Sendable, CaseIterable {
  case low = -1, normal = 0, high = 3
}

/// A raw-representable type that also declares `LinkValue`: its own conformance is used.
public enum SampleSort: String, Hashable, Sendable, LinkValue {
  case newest, oldest
}

extension FlowCondition {
  /// The user already has an account: sign in instead of setting one up.
  public static let hasExistingAccount: FlowCondition = "hasExistingAccount"
  /// The app may already do what the permissions step asks.
  public static let permissionsAlreadyGranted: FlowCondition = "permissionsAlreadyGranted"
}

/// Values that are hard to carry in a link: separators, the escape character, empty and
/// non-ASCII text.
public enum AwkwardStrings {
  public static let all = [
    "42", "", "~", "~~", ",", "a,b", "a/b", "a b", "?x=1&y#z", "%20", "ünïcödé ✓", "~,~",
  ]
}

/// A fixed UUID.
public let sampleUUID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
