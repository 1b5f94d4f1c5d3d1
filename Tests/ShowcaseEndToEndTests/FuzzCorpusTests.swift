import Foundation
import Testing

/// Every input of the fuzzers' seed corpora still passes every check of its fuzzer, in each
/// `swift test` and not only when CI fuzzes: the plain builds of `LinkFuzzer` and
/// `CommandFuzzer` replay the corpus folders and stop at the first input whose check fails.
@Suite struct FuzzCorpusTests {
  @Test(arguments: [("LinkFuzzer", "links"), ("CommandFuzzer", "commands")])
  func everySeedPassesItsFuzzersChecks(fuzzer: String, corpus: String) throws {
    let executable = try #require(
      ShowcaseBinary.executable(named: fuzzer), "\(fuzzer) is not built")
    let folder = ShowcaseBinary.packageRoot.appendingPathComponent("Tools/Fuzz/corpus/" + corpus)
    let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(inputs.count >= 20, "the \(corpus) corpus holds \(inputs.count) inputs")

    let process = Process()
    process.executableURL = executable
    process.arguments = [folder.path]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes to their ends before waiting, so that a full pipe cannot stall the run.
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 0, "\(fuzzer) stopped: \(failure.suffix(2_000))")
    #expect(printed.hasSuffix("\(inputs.count) input(s); every check held\n"))
  }
}
