import Foundation
import Testing

/// A card number and an email typed into the checkout reach none of the showcase's outputs: not
/// standard output (the lines it echoes aside, which are the input), not the log on standard
/// error at the most detailed level, not the analytics file, not the database. The checkout
/// declares both fields sensitive; every other field's value is described by its name only.
@Suite struct SecretOutputTests {
  static let card = "4000 0566 5566 5556"
  static let email = "zq-marker@example.com"

  @Test func theCheckoutsCardAndEmailReachNoOutput() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("secrets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = """
      open archery://app/flow/checkout
      flow next plan=premium
      flow next email=\(Self.email)
      flow next card="\(Self.card)"
      tree --json
      screen
      url
      flow next
      tree --json
      """
    let run = try ShowcaseBinary.run(
      [
        "run", "--store", "store.sqlite", "--analytics", "analytics.jsonl", "--log-level",
        "trace",
      ], input: script + "\n", in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("checkout completed"), "the checkout went through")
    #expect(run.stderr.contains("advance flow checkout with card"), "the log names the field")

    let printed = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("> ") }
    var outputs: [(String, String)] = [
      ("standard output", printed.joined(separator: "\n")), ("the log", run.stderr),
    ]
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains("analytics.jsonl") && names.contains("store.sqlite"))
    for name in names {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      outputs.append((name, String(decoding: data, as: UTF8.self)))
    }
    for (name, text) in outputs {
      for secret in [Self.card, "4000056655665556", Self.email] {
        #expect(!text.contains(secret), "\(name) holds \(secret)")
      }
    }
  }
}
