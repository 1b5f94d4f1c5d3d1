import Foundation
import Testing

/// A card number and an email typed into the checkout, an invitation code in a link and a token
/// the link policy refuses reach none of the showcase's outputs: not standard output (the lines
/// it echoes included, where a secret is masked), not the log on standard error at the most
/// detailed level, not the analytics file, not the database. The checkout declares both fields
/// sensitive, and the link policy its `invite` item; every other field's value is described by
/// its name only, and a link's query items too.
@Suite struct SecretOutputTests {
  static let card = "4000 0566 5566 5556"
  static let email = "zq-marker@example.com"
  static let invite = "zq-invite-8861"
  static let token = "zq-token-5530"

  @Test func theCheckoutsCardAndEmailReachNoOutput() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("secrets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = """
      open https://archery.example.com/tasks/7?utm_source=mail&invite=\(Self.invite)
      open archery://app/tasks/list?token=\(Self.token)
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
    #expect(run.status == 1, "only the link with a token fails: \(run.stderr)")
    #expect(run.stdout.contains("checkout completed"), "the checkout went through")
    #expect(run.stderr.contains("advance flow checkout with card"), "the log names the field")
    #expect(run.stdout.contains("captured utm_source=mail, invite=\u{2022}"), "the invite's mask")
    #expect(run.stdout.contains("> flow next card=\u{2022}"), "the echo masks the card")
    #expect(run.stderr.contains("query item 'token'"), "the refused token is named")

    var outputs: [(String, String)] = [("standard output", run.stdout), ("the log", run.stderr)]
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains("analytics.jsonl") && names.contains("store.sqlite"))
    for name in names {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      outputs.append((name, String(decoding: data, as: UTF8.self)))
    }
    for (name, text) in outputs {
      for secret in [Self.card, "4000056655665556", Self.email, Self.invite, Self.token] {
        #expect(!text.contains(secret), "\(name) holds \(secret)")
      }
    }
  }
}
