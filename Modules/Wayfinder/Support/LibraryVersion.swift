/// The version of the Wayfinder library (`LibraryVersion.string`), as tagged in its repository and listed in its
/// CHANGELOG.
///
/// Versions follow Semantic Versioning. Besides the public API, two formats are part of the
/// contract: the link grammar (a link that opens in one minor version opens the same screens in
/// the next) and the snapshot format (``SnapshotCodec/version``; a newer library reads every
/// older snapshot through its migrations). Changing either is a major version.
package enum LibraryVersion {
  /// The version, for example `0.2.0`.
  public static let string = "\(major).\(minor).\(patch)"
  /// Incompatible changes to the public API, the link grammar or the snapshot format.
  public static let major = 0
  /// Additions that keep every existing use working.
  public static let minor = 2
  /// Fixes.
  public static let patch = 0
}
