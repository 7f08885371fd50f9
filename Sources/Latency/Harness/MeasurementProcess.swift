import CMeasurementProcess
import Foundation

#if canImport(Glibc)
import Glibc
import LatencyModel
#endif

/// Puts the process in the state exact, repeatable counts need, re-executing it once if it is not.
///
/// Five things must hold before `main` runs, so they can only be had by starting again
/// (`execv` of `/proc/self/exe` with the same arguments):
///
/// - **The malloc interposer is in place.** Linking `libMallocInterposerSwift.so` normally
///   suffices: the linker lists it before libc among the executable's needed libraries, so
///   its `malloc` is the one every library binds to. If counting sees nothing, the library
///   beside the executable is put in `LD_PRELOAD`, which places it first whatever the order.
/// - **Hashing is deterministic** (`SWIFT_DETERMINISTIC_HASHING=1`). Swift seeds `Hasher`
///   randomly per process, and the SwiftUI-style platform iterates dictionaries in hash
///   order; its allocations per event differed by up to 8 between processes, constant
///   within each.
/// - **Address space layout randomization is off** for this process (`personality`
///   `ADDR_NO_RANDOMIZE`, as `setarch -R` does). Dictionaries keyed by `ObjectIdentifier`
///   hash type metadata addresses, so with randomized addresses the hash order, and with
///   it the allocations, could still change between runs.
/// - **The main thread drains the main queue** (`ARCHBENCH_MAIN_THREAD_DRAIN=1` unless set to 0, read by
///   `CMeasurementProcess` before `main`). An async `main` otherwise ends in `dispatch_main()`,
///   and worker threads take turns draining the main queue; one that takes over allocates a
///   little of libdispatch's per-thread bookkeeping inside a measured span, so the same
///   dispatch counted one allocation more or less now and then.
/// - **The global executor's jobs run on the main queue** (`ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD=1`
///   unless set to 0, which `archbench latency --worker-threads` does). A continuation resumes
///   through the global executor, so nearly every `await` of a dispatch woke a worker thread and
///   then the main thread; on this machine a wake-up of an idle processor costs 50–70 µs, and
///   whether a hop needed one depended on where the scheduler had put the threads, a keystroke's
///   p50 moving between 40 and 170 µs from one process to the next. On the main thread the whole
///   dispatch runs in order on one thread: the same reference step then measured 30–31 µs in
///   every process, and a live-changes stream no longer races with the main thread.
///
/// Then, when asked, it pins every thread of the process that measures to one processor
/// (``ProcessorPinning``).
///
/// `ARCHBENCH_LATENCY_REEXECUTED` marks the second process, so it never loops; whatever
/// could not be had is reported as a warning and recorded in ``RunInfo``. The processes a run
/// starts for its rounds inherit its environment and its address layout, and with them this
/// state, without starting again.
///
/// ```swift
/// for warning in MeasurementProcess.prepare() { print(warning) }  // may not return: exec
/// ```
public enum MeasurementProcess {
  static let marker = "ARCHBENCH_LATENCY_REEXECUTED"
  static let hashingVariable = "SWIFT_DETERMINISTIC_HASHING"
  static let drainVariable = ARCHBENCH_MAIN_THREAD_DRAIN_VARIABLE
  static let globalJobsVariable = ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD_VARIABLE
  static let library = "libMallocInterposerSwift.so"
  /// `ADDR_NO_RANDOMIZE` from `<sys/personality.h>`.
  static let noRandomization: UInt = 0x0040000

  /// Whether `Hasher` uses a fixed seed in this process.
  public static var isHashingDeterministic: Bool {
    ProcessInfo.processInfo.environment[hashingVariable] == "1"
  }

  /// Whether every main-actor job runs on the main thread, which alone drains the main queue.
  public static var isMainQueueOnMainThread: Bool { archbench_main_queue_drained_by_main_thread() }

  /// Whether the global executor's jobs run on the main queue, drained by the main thread: a
  /// dispatch then never hands work to another thread.
  public static var areGlobalJobsOnMainThread: Bool { archbench_global_jobs_on_main_thread() }

  /// Whether this process's addresses are not randomized.
  public static var isAddressLayoutFixed: Bool {
    #if os(Linux)
    return linuxPersonality(0xFFFF_FFFF) & Int32(noRandomization) != 0
    #else
    return false
    #endif
  }

  /// The environment a prepared process runs in, for a process started where re-executing is
  /// not possible (under valgrind, `/proc/self/exe` is valgrind's tool): the main thread drains
  /// the main queue, the global executor's jobs run on it, hashing is seeded, and the marker
  /// says there is nothing left to re-execute for.
  public static var preparedEnvironment: [String: String] {
    [hashingVariable: "1", drainVariable: "1", globalJobsVariable: "1", marker: "1"]
  }

  /// Re-executes the process if something above is missing and may be had; otherwise returns
  /// warnings for what is still missing (none when all is well).
  ///
  /// - Parameters:
  ///   - pinning: `true` pins every thread to one processor (`archbench latency --pin`).
  ///   - workerThreads: `true` leaves the global executor's jobs on worker threads
  ///     (`archbench latency --worker-threads`).
  public static func prepare(pinning: Bool = false, workerThreads: Bool = false) -> [String] {
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    if environment[marker] == nil
      && (!AllocationCounter.isActive || !isHashingDeterministic || !isAddressLayoutFixed || !isMainQueueOnMainThread
        || areGlobalJobsOnMainThread == workerThreads)
    {
      if !AllocationCounter.isActive, let path = interposerPath() {
        setenv("LD_PRELOAD", ([path] + [environment["LD_PRELOAD"]].compactMap { $0 }).joined(separator: ":"), 1)
      }
      setenv(hashingVariable, "1", 1)
      setenv(drainVariable, "1", 0)
      setenv(globalJobsVariable, workerThreads ? "0" : "1", workerThreads ? 1 : 0)
      setenv(marker, "1", 1)
      // Refused under some sandboxes; the run then goes on with randomized addresses and says so.
      _ = linuxPersonality(UInt(bitPattern: Int(linuxPersonality(0xFFFF_FFFF))) | noRandomization)
      // `execv` keeps the calling thread's signal mask; this one may be a worker thread's, which
      // blocks Ctrl-C and SIGTERM.
      _ = archbench_restore_starting_signal_mask()
      execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
    #endif
    var warnings: [String] = []
    if !AllocationCounter.isActive {
      warnings.append("warning: allocations are not counted: the malloc interposer (\(library)) is not active.")
    }
    if !isHashingDeterministic {
      warnings.append("warning: hashing is randomly seeded; allocation counts may differ between runs.")
    }
    if !isAddressLayoutFixed {
      warnings.append("warning: addresses are randomized; allocation counts may differ between runs.")
    }
    if pinning, let warning = pin() { warnings.append(warning) }
    if !isMainQueueOnMainThread {
      warnings.append("warning: worker threads drain the main queue; allocation counts may differ between runs.")
    }
    if !workerThreads && !areGlobalJobsOnMainThread {
      warnings.append(
        "warning: the global executor's jobs run on worker threads; timings include their wake-ups and allocation "
          + "counts may differ between runs.")
    }
    return warnings
  }

  /// Pins every thread of this process to one processor (``ProcessorPinning``); returns a
  /// warning if it could not.
  ///
  /// A round's process calls it alone: it inherits the rest of its state from the run that
  /// started it, which reported what was missing.
  public static func pin() -> String? {
    ProcessorPinning.pin().map { "warning: threads are not pinned (\($0)); timings may vary between runs." }
  }

  /// The interposer library beside the executable, if it is there.
  private static func interposerPath() -> String? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let path = executable.deletingLastPathComponent().appendingPathComponent(library).path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}

#if os(Linux)
/// `personality(2)`; 0xffffffff only reads the current persona.
@_silgen_name("personality")
private func linuxPersonality(_ persona: UInt) -> Int32
#endif
