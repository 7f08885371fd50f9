import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Ends an interrupted run cleanly: on Ctrl-C or SIGTERM it stops the round's process that is
/// running, removes the rounds' directory, and ends this process by the same signal.
///
/// Without it, SIGTERM ended the run but not its round, which ran on, orphaned, and wrote its
/// results into a directory no one would remove. A signal this process ignores when the run
/// starts (as the background jobs of a shell ignore Ctrl-C) stays ignored.
///
/// ```swift
/// let interruption = RoundInterruption(removing: directory)
/// defer { interruption.stop() }
/// interruption.started(process.processIdentifier)
/// ```
final class RoundInterruption: Sendable {
  /// The signals that interrupt a run.
  static let signals: [Int32] = [SIGINT, SIGTERM]

  private let directory: URL
  /// The running round's process, or 0 between rounds.
  private let running = Mutex<pid_t>(0)
  /// Written only by `init` and `stop()`, which the run calls from one task.
  nonisolated(unsafe) private var sources: [(source: any DispatchSourceSignal, previous: __sighandler_t?)] = []

  /// Starts watching for the signals that this process does not ignore.
  init(removing directory: URL) {
    self.directory = directory
    for number in Self.signals {
      let previous = signal(number, SIG_IGN)
      guard !Self.isIgnore(previous) else { continue }
      // Ignored, the signal reaches the source instead of ending the process at once.
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in interrupt(by: number) }
      source.resume()
      sources.append((source, previous))
    }
  }

  /// Records the round's process that now runs; 0 when none does.
  func started(_ process: pid_t) {
    running.withLock { $0 = process }
  }

  /// Stops watching, and lets the signals act as they did before.
  func stop() {
    for (source, previous) in sources {
      source.cancel()
      signal(Int32(source.handle), previous)
    }
    sources.removeAll()
  }

  /// Whether a disposition is `SIG_IGN`; C function pointers are not `Equatable` in Swift.
  private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
    unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  private func interrupt(by number: Int32) {
    // The directory goes first, and this process right after its round's: once the round has
    // ended, the run would report its status as a failure of its own.
    try? FileManager.default.removeItem(at: directory)
    signal(number, SIG_DFL)
    let process = running.withLock { $0 }
    if process > 0 { kill(process, number) }
    // Ended by the signal itself, so that a shell or CI sees an interruption (128 + N). Sent to
    // the process, not raised: this worker thread blocks it.
    kill(getpid(), number)
  }
}
