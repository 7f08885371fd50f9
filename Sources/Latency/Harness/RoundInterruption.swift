import ChildProcess
import Foundation

/// Ends an interrupted run cleanly: on Ctrl-C, SIGTERM or SIGHUP the round's process that is
/// running ends, then the rounds' directory is removed, and this process ends by the same signal.
///
/// Without it, SIGTERM ended the run but not its round, which ran on, orphaned, and wrote its
/// results into a directory no one would remove. The signals and the processes are
/// ``Interruption``'s, as for every child archbench starts; this adds the directory, removed
/// once the round has ended and can no longer write to it. A signal this process ignores when
/// the run starts (as the background jobs of a shell ignore Ctrl-C) stays ignored.
///
/// ```swift
/// let interruption = RoundInterruption(removing: directory)
/// defer { interruption.stop() }
/// ```
final class RoundInterruption: Sendable {
  private let cleanup: Interruption.Cleanup

  /// Starts watching for the signals that this process does not ignore.
  init(removing directory: URL) {
    cleanup = Interruption.onInterruption { try? FileManager.default.removeItem(at: directory) }
  }

  /// Stops removing the directory on a signal: the run is over and removes it itself.
  func stop() {
    cleanup.cancel()
  }
}
