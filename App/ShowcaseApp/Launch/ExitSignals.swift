import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP end the text front without losing what it printed: the last
/// command's navigation change is written before the process exits, with the conventional
/// status 128 + the signal's number (143, 130, 129).
///
/// The signal is taken by a dispatch source, which hops to the main actor: the command in
/// progress finishes, then `finish` runs (it saves the snapshot and waits for the write) and the
/// process exits. A second signal while the first is being handled exits at once, unsaved: the
/// user asked twice. SIGKILL cannot be handled; every write is one SQLite transaction, so it
/// leaves the last committed snapshot.
///
/// ```swift
/// let signals = ExitSignals { try? app.bus.saveNow() }
/// ```
@MainActor
final class ExitSignals {
  /// The signals handled.
  nonisolated static let numbers: [Int32] = [SIGTERM, SIGINT, SIGHUP]

  private var sources: [any DispatchSourceSignal] = []

  /// Takes over the three signals.
  /// - Parameter finish: What to do before exiting, on the main actor.
  init(finish: @escaping @MainActor @Sendable () -> Void) {
    let queue = DispatchQueue(label: "showcase.exit-signals")
    let received = ReceivedSignals()
    for number in Self.numbers {
      // The dispatch source is told of the signal only once its default action (to end the
      // process at once) is turned off.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      // Sendable, so that it runs on the sources' queue and not on the main actor, which may
      // be busy with a command.
      source.setEventHandler { @Sendable in
        guard received.isFirst() else { _exit(128 + number) }
        Task { @MainActor in
          finish()
          exit(128 + number)
        }
      }
      source.resume()
      sources.append(source)
    }
  }
}

/// Whether a signal came before, read and written on the sources' queue.
private final class ReceivedSignals: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Counts a signal; `true` for the first one.
  func isFirst() -> Bool {
    lock.withLock {
      count += 1
      return count == 1
    }
  }
}
