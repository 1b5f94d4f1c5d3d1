import Foundation
import ShowcaseApp
import Testing
import WayfinderTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Three showcases on one store buy plans, sign in and out, grant and revoke entitlements and
/// turn flags on and off, interleaved. Nothing one of them wrote is undone by another that had
/// not seen it, and the account left is one that some order of the writes gives.
@Suite(.serialized) struct SharedAccountTests {
  static let seed: UInt64 = 0x5EED_0131

  /// A part of the account that one change writes.
  enum Key: Hashable, CustomStringConvertible {
    case user
    case entitlement(String)
    case flag(String)

    var description: String {
      switch self {
      case .user: "user"
      case .entitlement(let name): "entitlement \(name)"
      case .flag(let name): "flag \(name)"
      }
    }
  }

  /// What a key holds: a user's name or none; an entitlement granted or not; a flag on, off or
  /// never set ("").
  typealias Account = [Key: String]

  static let keys: [Key] =
    [.user] + ["premium", "pro"].map(Key.entitlement)
    + ["permissionsGranted", "trends", "wizard"].map(Key.flag)

  /// One change: its commands, the line that says it was made, and what it writes.
  struct Change {
    var commands: [String]
    var done: String
    var key: Key
    var value: String
  }

  /// A change a process may make, given what it believes the account is (it signs out only a
  /// user it sees).
  static func randomChange(
    seeing user: String?, using random: inout SeededRandom
  ) -> Change {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let plan = ["premium", "pro"][Int.random(in: 0..<2, using: &random)]
      return Change(
        commands: [
          "open archery://app/flow/checkout", "flow next plan=\(plan)",
          "flow next email=buyer@example.com", "flow next card=4242424242424242", "flow next",
        ], done: "checkout completed", key: .entitlement(plan), value: "yes")
    case 1 where user != nil:
      return Change(commands: ["signout"], done: "signed out", key: .user, value: "")
    case 1, 2:
      let name = ["ada", "bo", "cy"][Int.random(in: 0..<3, using: &random)]
      return Change(
        commands: ["signin \(name)"], done: "signed in as \(name)", key: .user, value: name)
    case 3:
      let plan = ["premium", "pro"][Int.random(in: 0..<2, using: &random)]
      let on = Bool.random(using: &random)
      return Change(
        commands: ["entitle \(plan) \(on ? "on" : "off")"], done: "\(plan): \(on ? "on" : "off")",
        key: .entitlement(plan), value: on ? "yes" : "")
    default:
      let flag = ["permissionsGranted", "trends", "wizard"][Int.random(in: 0..<3, using: &random)]
      let on = Bool.random(using: &random)
      return Change(
        commands: ["flag \(flag) \(on ? "on" : "off")"],
        done: "flag \(flag): \(on ? "on" : "off")", key: .flag(flag), value: on ? "on" : "off")
    }
  }

  /// The account in the store, read as the next launch reads it.
  static func stored(in folder: URL) throws -> Account {
    let database = try Showcase.openDatabase(at: folder.appendingPathComponent("store.sqlite"))
    let saved = try AccountStore(database).load(
      entitlements: ShowcaseAccount.entitlementNames, flags: ShowcaseAccount.flagNames)
    var account = Account()
    account[.user] = saved?.contents.user ?? ""
    for plan in ["premium", "pro"] {
      account[.entitlement(plan)] = saved?.contents.entitlements.contains(plan) == true ? "yes" : ""
    }
    for flag in ["permissionsGranted", "trends", "wizard"] {
      account[.flag(flag)] = saved?.contents.flags[flag].map { $0 ? "on" : "off" } ?? ""
    }
    return account
  }

  static func describe(_ account: Account) -> String {
    keys.map { "\($0)=\(account[$0] ?? "")" }.joined(separator: " ")
  }

  /// Each process gets one change at a time, in a random order across the three, and the next
  /// command goes out only once the last one's line was read: the order of the writes is known,
  /// and the account left must be exactly the last write of each key.
  @Test func interleavedChangesOfThreeProcessesAreAllKept() throws {
    guard let binary = ShowcaseBinary.url else { throw ShowcaseBinary.MissingBinary() }
    signal(SIGPIPE, SIG_IGN)
    let work = try TemporaryFolder()
    defer { work.remove() }
    _ = try ShowcaseBinary.run(["--store", "store.sqlite"], input: "quit\n", in: work.url)
    var random = SeededRandom(seed: Self.seed)
    var expected = Account()
    for key in Self.keys { expected[key] = "" }
    var lost = 0
    for round in 1...3 {
      let initial = try Self.stored(in: work.url)
      #expect(initial == expected, "round \(round): \(Self.describe(initial))")
      let sessions = try (0..<3).map { _ in
        try ShowcaseSession(binary, ["--store", "store.sqlite"], in: work.url)
      }
      // What each process believes the user is: what it read at launch and its own changes.
      var users = (0..<3).map { _ in initial[.user].flatMap { $0.isEmpty ? nil : $0 } }
      var pending: [[String]] = [[], [], []]
      var changes: [Change?] = [nil, nil, nil]
      var read = [0, 0, 0]
      var written = 0
      while written < 30 || pending.contains(where: { !$0.isEmpty }) {
        let index = Int.random(in: 0..<3, using: &random)
        if pending[index].isEmpty {
          guard written < 30 else { continue }
          let change = Self.randomChange(seeing: users[index], using: &random)
          changes[index] = change
          pending[index] = change.commands
        }
        let command = pending[index].removeFirst()
        try sessions[index].send([command])
        // The checkout's email and card are echoed masked.
        let echoed = command.replacing(/(email|card)=\S+/) {
          "\($0.1)=\u{2022}\u{2022}\u{2022}\u{2022}"
        }
        let echo = try sessions[index].waitForLine(from: read[index], "> \(echoed)") {
          $0 == "> \(echoed)"
        }
        read[index] = echo + 1
        guard pending[index].isEmpty, let change = changes[index] else { continue }
        // The change's last command: its line says it was written, or an error why not.
        let answer = try sessions[index].waitForLine(from: read[index], change.done) {
          $0 == change.done || $0.hasPrefix("error: ")
        }
        read[index] = answer + 1
        let line = sessions[index].lines[answer]
        #expect(line == change.done, "round \(round): \(change.commands) answered \(line)")
        guard line == change.done else { continue }
        expected[change.key] = change.value
        if change.key == .user { users[index] = change.value.isEmpty ? nil : change.value }
        written += 1
      }
      for session in sessions {
        session.closeInput()
        let end = session.finish()
        #expect(end.reason == .exit && end.status == 0, "round \(round): \(end.lines)")
      }
      let final = try Self.stored(in: work.url)
      let differing = Self.keys.filter { final[$0] != expected[$0] }
      lost += differing.count
      #expect(
        differing.isEmpty,
        "round \(round): stored \(Self.describe(final)), written \(Self.describe(expected))")
    }
    #expect(lost == 0)
  }

  /// The three processes each get their whole stream of changes at once and run side by side:
  /// the order of the writes is the store's. Each change that a process reported was written;
  /// the account left must be one that some order of them gives (each process's in its own
  /// order).
  @Test func concurrentChangesOfThreeProcessesLeaveAnAccountSomeOrderGives() throws {
    guard let binary = ShowcaseBinary.url else { throw ShowcaseBinary.MissingBinary() }
    signal(SIGPIPE, SIG_IGN)
    let work = try TemporaryFolder()
    defer { work.remove() }
    _ = try ShowcaseBinary.run(["--store", "store.sqlite"], input: "quit\n", in: work.url)
    var random = SeededRandom(seed: Self.seed ^ 0xC0C0)
    var unreachable: [String] = []
    for round in 1...12 {
      let initial = try Self.stored(in: work.url)
      var scripts: [[Change]] = []
      for _ in 0..<3 {
        var user = initial[.user].flatMap { $0.isEmpty ? nil : $0 }
        var script: [Change] = []
        for _ in 0..<4 {
          let change = Self.randomChange(seeing: user, using: &random)
          if change.key == .user { user = change.value.isEmpty ? nil : change.value }
          script.append(change)
        }
        scripts.append(script)
      }
      // All three have read the account (it comes back before the navigation) before any of
      // them changes it.
      let sessions = try scripts.map { _ in
        try ShowcaseSession(binary, ["--store", "store.sqlite"], in: work.url)
      }
      for session in sessions {
        try session.send(["url"])
        _ = try session.waitForLine(from: 0, "> url") { $0 == "> url" }
      }
      for (session, script) in zip(sessions, scripts) {
        try session.send(script.flatMap(\.commands))
        session.closeInput()
      }
      // What each process wrote, in its order: every change whose line it printed.
      var writes: [[(key: Key, value: String)]] = []
      for (session, script) in zip(sessions, scripts) {
        let end = session.finish()
        #expect(end.reason == .exit && end.status == 0, "round \(round): \(end.lines)")
        var own: [(key: Key, value: String)] = []
        var next = 0
        for change in script {
          guard let last = change.commands.last,
            let echo = end.lines[next...].firstIndex(of: "> \(last)")
          else { break }
          next = echo + 1
          if next < end.lines.count, end.lines[next] == change.done {
            own.append((change.key, change.value))
          } else {
            Issue.record("round \(round): \(change.commands) did not answer \(change.done)")
          }
        }
        writes.append(own)
      }
      let final = try Self.stored(in: work.url)
      if !Self.someOrderGives(final, from: initial, writes: writes) {
        unreachable.append("round \(round): \(Self.describe(final))")
      }
    }
    #expect(unreachable.isEmpty, "no order of the writes gives: \(unreachable)")
  }

  /// The check of the order itself: an account no interleaving gives is told apart.
  @Test func theOrderCheckTellsAReachableAccountFromAnUnreachableOne() {
    let writes: [[(key: Key, value: String)]] = [
      [(.flag("trends"), "on"), (.entitlement("pro"), "yes")],
      [(.entitlement("pro"), ""), (.flag("trends"), "off")],
    ]
    var initial = Account()
    for key in Self.keys { initial[key] = "" }
    func account(_ trends: String, _ pro: String) -> Account {
      var account = initial
      account[.flag("trends")] = trends
      account[.entitlement("pro")] = pro
      return account
    }
    #expect(Self.someOrderGives(account("on", "yes"), from: initial, writes: writes))
    #expect(Self.someOrderGives(account("off", ""), from: initial, writes: writes))
    #expect(Self.someOrderGives(account("off", "yes"), from: initial, writes: writes))
    // trends on stays only if the first process's write came last; pro off stays only if the
    // second's did, but that one wrote trends after it.
    #expect(!Self.someOrderGives(account("on", ""), from: initial, writes: writes))
    // An untouched key must keep its value.
    var signedIn = account("on", "yes")
    signedIn[.user] = "ada"
    #expect(!Self.someOrderGives(signedIn, from: initial, writes: writes))
  }

  /// Whether some interleaving of the processes' writes, each process's in its own order,
  /// turns `initial` into `final`: for every key, the write that stays must come after every
  /// other write of that key. It picks that write among the processes' last writes of the key
  /// and looks for an order without a cycle.
  static func someOrderGives(
    _ final: Account, from initial: Account, writes: [[(key: Key, value: String)]]
  ) -> Bool {
    // For each key: the processes whose last write of it leaves its final value.
    var choices: [(key: Key, candidates: [(process: Int, index: Int)])] = []
    for key in keys {
      let lasts = writes.indices.compactMap { process in
        writes[process].lastIndex { $0.key == key }.map { (process: process, index: $0) }
      }
      if lasts.isEmpty {
        guard final[key] == initial[key] else { return false }
        continue
      }
      let candidates = lasts.filter { writes[$0.process][$0.index].value == final[key] }
      guard !candidates.isEmpty else { return false }
      choices.append((key, candidates))
    }
    func acyclic(_ picked: [Key: (process: Int, index: Int)]) -> Bool {
      // Nodes: every write. Edges: each process's order, and every other write of a key
      // before the one that stays.
      var offsets: [Int] = []
      for process in writes.indices {
        offsets.append((offsets.last ?? 0) + (process > 0 ? writes[process - 1].count : 0))
      }
      func node(_ process: Int, _ index: Int) -> Int { offsets[process] + index }
      var successors = [[Int]](repeating: [], count: writes.map(\.count).reduce(0, +))
      for process in writes.indices {
        for index in writes[process].indices.dropLast() {
          successors[node(process, index)].append(node(process, index + 1))
        }
        for (index, write) in writes[process].enumerated() {
          guard let stays = picked[write.key], (stays.process, stays.index) != (process, index)
          else { continue }
          successors[node(process, index)].append(node(stays.process, stays.index))
        }
      }
      var incoming = [Int](repeating: 0, count: successors.count)
      for next in successors.joined() { incoming[next] += 1 }
      var ready = incoming.indices.filter { incoming[$0] == 0 }
      var placed = 0
      while let node = ready.popLast() {
        placed += 1
        for next in successors[node] {
          incoming[next] -= 1
          if incoming[next] == 0 { ready.append(next) }
        }
      }
      return placed == successors.count
    }
    func search(_ at: Int, _ picked: [Key: (process: Int, index: Int)]) -> Bool {
      guard at < choices.count else { return acyclic(picked) }
      for candidate in choices[at].candidates {
        var picked = picked
        picked[choices[at].key] = candidate
        if search(at + 1, picked) { return true }
      }
      return false
    }
    return search(0, [:])
  }
}
