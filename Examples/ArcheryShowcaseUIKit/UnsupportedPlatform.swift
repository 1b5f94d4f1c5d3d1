#if !canImport(UIKit)
import Foundation

/// The entry point where UIKit does not exist (macOS): the package's `swift build` links every
/// executable, and without one an executable has no `main` to link. It says where the example
/// runs and exits with status 1.
@main
enum UnsupportedPlatform {
  static func main() {
    FileHandle.standardError.write(
      Data(
        """
        error: the UIKit example runs on iOS and visionOS only; on this platform, run the SwiftUI \
        example (ArcheryShowcase) or the text front (showcase)

        """.utf8))
    exit(1)
  }
}
#endif
