import CChildProcess
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Ends this process and every process it started, and theirs, when it is interrupted (Ctrl-C,
/// SIGINT), terminated (SIGTERM) or hung up on (SIGHUP).
///
/// Installed by the first ``ChildProcess`` to run, so a command that starts none keeps the
/// default actions. On a signal it sends the same signal to every descendant (a process group
/// is not enough: SwiftPM puts each compiler job in one of its own), again to any that start
/// meanwhile, and SIGKILL to those still running after ``grace``. This process is their
/// subreaper, so a job whose parent has ended is adopted here rather than by init, and found.
/// Then it runs the cleanups registered with ``onInterruption(_:)``, writes one line to standard
/// error, `Interrupted by SIGTERM: stopped the 3 processes it had started.`, and ends by the
/// signal itself, so that a shell or CI sees an interruption: 130 for SIGINT, 143 for SIGTERM,
/// 129 for SIGHUP. A second signal skips the grace.
///
/// The signal is caught by a handler in C (CChildProcess), which records it before the thread it
/// lands on goes on, so that ``isInterrupted`` is true from then on whatever the load; the rest,
/// which is not async-signal-safe, runs on a worker thread woken through a pipe. A child ended by
/// the same Ctrl-C can end before that worker runs, but not before the signal is pending here
/// (the kernel signals the whole group before the child can exit), and ``ChildProcess/run()``
/// lets a pending one be handled on its own thread before it looks at ``isInterrupted``.
///
/// Meanwhile a child that ended is not a failure: ``ChildProcess/run()`` does not return once
/// the signal has come, so no command reports the child's exit as an error of its own (a
/// package that "does not build" because its build was interrupted), and no new child starts.
/// A signal this process ignored when the first child started (as `nohup` and a shell's
/// background jobs ignore some) stays ignored, and then for its children too: swift-subprocess
/// gives every child the default action of every signal, so each child then starts in a process
/// group of its own, which a signal sent to this one's group (a hang-up, Ctrl-C at the terminal
/// that runs a script with this process in the background) does not reach. Otherwise they share
/// this process's group, as Ctrl-C, Ctrl-Z and job control expect.
///
/// ```swift
/// let cleanup = Interruption.onInterruption { try? FileManager.default.removeItem(at: folder) }
/// defer { cleanup.cancel() }
/// let result = try await ChildProcess(.named("swift"), arguments: ["build"]).run()
/// ```
public enum Interruption {
  /// The signals that interrupt.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// How long the descendants have to end on the signal before they get SIGKILL: SwiftPM stops
  /// its jobs and releases its build folder in well under a second.
  public static let grace: Duration = .seconds(2)

  /// A cleanup registered with ``Interruption/onInterruption(_:)``; cancel it once it is not needed.
  public struct Cleanup: Sendable {
    fileprivate let id: Int

    /// Removes the cleanup: it no longer runs on an interruption.
    public func cancel() {
      state.withLock { _ = $0.cleanups.removeValue(forKey: id) }
    }
  }

  private struct State: ~Copyable {
    var installed = false
    /// Whether a signal that interrupts was ignored when the handlers were installed.
    var ignoresSome = false
    /// Whether the Swift side has handled a signal: the next one hurries.
    var handled = false
    /// Set by a second signal: the descendants get SIGKILL at once.
    var hurry = false
    var nextID = 0
    var cleanups: [Int: @Sendable () -> Void] = [:]
    /// Kept for the life of the process: a source that is released stops watching.
    var wake: (any DispatchSourceRead)?
  }

  private static let state = Mutex(State())

  /// For InterruptionTests: how many milliseconds the Swift side waits before it handles a signal,
  /// as it may on a loaded machine (`ARCHBENCH_TEST_SIGNAL_HANDLING_DELAY_MS=1000`); 0 otherwise.
  private static let handlingDelay: UInt32 =
    ProcessInfo.processInfo.environment["ARCHBENCH_TEST_SIGNAL_HANDLING_DELAY_MS"].flatMap { UInt32($0) } ?? 0

  /// Whether a signal has interrupted this process; it is about to end.
  public static var isInterrupted: Bool { archbench_interruption_signal() != 0 }

  /// Whether children start in process groups of their own: when this process ignores one of
  /// ``signals``, which must not reach them through its process group either.
  public static var keepsChildrenApart: Bool {
    install()
    return state.withLock { $0.ignoresSome }
  }

  /// Starts watching for ``signals`` this process does not ignore; once per process, later calls do nothing.
  public static func install() {
    state.withLock { state in
      guard !state.installed else { return }
      state.installed = true
      // Refused off Linux; a job whose parent ends then goes to init and out of reach.
      _ = archbench_become_child_subreaper()
      // With no descriptor left for the pipe, the signals keep their default actions.
      let pipe = archbench_interruption_pipe()
      guard pipe >= 0 else { return }
      for number in signals {
        // 0 when ignored; -1 (a signal that cannot be caught) leaves the default action.
        if archbench_interruption_catch(number) == 0 { state.ignoresSome = true }
      }
      let wake = DispatchSource.makeReadSource(fileDescriptor: pipe, queue: .global())
      wake.setEventHandler { handleCaughtSignals(from: pipe) }
      wake.resume()
      state.wake = wake
    }
  }

  /// Registers `cleanup` (removing a folder of temporary files, say) to run on an interruption,
  /// after the descendants have ended and before this process does; installs the handlers.
  public static func onInterruption(_ cleanup: @escaping @Sendable () -> Void) -> Cleanup {
    install()
    return state.withLock { state in
      state.nextID += 1
      state.cleanups[state.nextID] = cleanup
      return Cleanup(id: state.nextID)
    }
  }

  /// Returns at once, unless this process has been interrupted: then never, as the process is
  /// about to end and whatever the caller would go on to do (report a child's failure, start
  /// another) would be wrong.
  public static func waitIfInterrupted() async {
    // A signal that came with a child's end may still wait for a thread to take it.
    archbench_interruption_settle()
    guard isInterrupted else { return }
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
  }

  /// The pipe's handler: one byte per signal the C handler caught, each the signal's number.
  private static func handleCaughtSignals(from pipe: Int32) {
    if handlingDelay > 0 { usleep(min(handlingDelay, 10_000) * 1000) }
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      for number in bytes.prefix(count) { interrupt(by: Int32(number)) }
    }
  }

  /// Handles one caught signal; returns at once, so that a second signal reaches it too.
  private static func interrupt(by number: Int32) {
    let first = state.withLock { state in
      guard !state.handled else {
        state.hurry = true
        return false
      }
      state.handled = true
      return true
    }
    guard first else { return }
    // Two signals at once can reach the pipe in the other order: the one recorded first ends this process.
    let recorded = archbench_interruption_signal()
    DispatchQueue.global().async { end(interruptedBy: recorded != 0 ? recorded : number) }
  }

  /// Stops the descendants, cleans up, says so and ends this process; blocks its thread for up to the grace.
  private static func end(interruptedBy number: Int32) {
    let stopped = stopDescendants(by: number)
    let cleanups = state.withLock { Array($0.cleanups.values) }
    for cleanup in cleanups { cleanup() }
    let line = "Interrupted by \(signalName(number))" + (stopped == 0 ? ".\n" : ": stopped \(processes(stopped)).\n")
    _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    end(by: number)
  }

  /// Sends `number` to every descendant, and SIGKILL to those left after the grace; how many it signalled.
  private static func stopDescendants(by number: Int32) -> Int {
    let me = getpid()
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    var signalled = Set<pid_t>()
    var killed = Set<pid_t>()
    while true {
      let alive = ProcessTree.descendants(of: me)
      if alive.isEmpty { break }
      let late = clock.now >= deadline || state.withLock { $0.hurry }
      // A child stopped by SIGSTOP or Ctrl-Z would act on the signal only once continued.
      for pid in alive where !signalled.contains(pid) {
        kill(pid, number)
        kill(pid, SIGCONT)
        signalled.insert(pid)
      }
      if late {
        for pid in alive where !killed.contains(pid) {
          kill(pid, SIGKILL)
          killed.insert(pid)
        }
        // SIGKILL cannot be refused; one not gone by then is uninterruptible in the kernel, and left.
        if clock.now >= deadline + .seconds(2) { break }
      }
      usleep(20_000)
    }
    return signalled.count
  }

  /// Ends this process by `number`, with its default action: a shell reports 128 + `number`.
  private static func end(by number: Int32) -> Never {
    signal(number, SIG_DFL)
    // This worker thread blocks the signal, as libdispatch's do: unblocked, raising it here
    // ends the process at once.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    _exit(128 + number)
  }

  /// `the process it had started`, or `the 3 processes it had started`.
  private static func processes(_ count: Int) -> String {
    count == 1 ? "the process it had started" : "the \(count) processes it had started"
  }

  /// `SIGINT`, `SIGTERM`, `SIGHUP`, or `signal N`.
  static func signalName(_ number: Int32) -> String {
    switch number {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(number)"
    }
  }
}
