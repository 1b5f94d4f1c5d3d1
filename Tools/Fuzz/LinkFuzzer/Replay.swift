// Without libFuzzer (the package's plain build), the link fuzzer replays inputs: each file given,
// and each file in the folders given, is one link run through every check of
// `LLVMFuzzerTestOneInput`. A check that fails stops with the link that broke it.
//
//   swift run LinkFuzzer Tools/Fuzz/corpus/links
#if !LIBFUZZER
import Foundation

@main
enum LinkFuzzerReplay {
  static func main() {
    var files: [String] = []
    for path in CommandLine.arguments.dropFirst() {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        fail("no file or folder '\(path)'")
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    if files.isEmpty { fail("usage: LinkFuzzer FILE|FOLDER ...  (runs each file as a fuzz input)") }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        fail("cannot read '\(file)'")
      }
      let bytes = [UInt8](data)
      _ = bytes.withUnsafeBufferPointer { buffer in
        // An empty file is an empty link; the pointer must still be valid.
        withUnsafePointer(to: UInt8(0)) { empty in
          linkFuzzerTestOneInput(buffer.baseAddress ?? empty, buffer.count)
        }
      }
    }
    print("\(files.count) input(s); every check held")
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
#endif
