import MallocInterposerSwift
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Counts heap allocations (malloc, calloc, realloc, posix_memalign, …) exactly, in this process.
///
/// It reads ordo-one's malloc interposer, whose library replaces the C allocator: the
/// `Latency` module links `libMallocInterposerSwift.so` dynamically, and the linker lists
/// it before libc, so its `malloc` wins symbol resolution for the whole process without
/// `LD_PRELOAD` (``MeasurementProcess`` re-executes with `LD_PRELOAD` if a build ever loses that).
///
/// Three scopes:
/// - ``Scope/mainQueue`` counts what runs on the main dispatch queue, on whichever thread
///   drains it: everything the main actor does, which is the whole UI platform and every
///   sample's UI code. The harness measures with it. It is decided per allocation, inside
///   the interposer's hook, by asking libdispatch which queue this thread is draining.
/// - ``Scope/process`` counts every thread. It also sees libdispatch's and the concurrency
///   runtime's own bookkeeping on worker threads (40- and 88-byte blocks), which lands in a
///   measured span or not depending on thread timing and so on machine load: totals
///   differed by up to 0.5 % between runs. Work a sample moves off the main actor is there
///   too, but equally by chance, since nothing tells the settle loop it is still running.
/// - ``Scope/currentThread`` counts the calling thread only. It sees synchronous work. In the
///   measuring process the main thread alone drains the main queue (``MeasurementProcess``),
///   but in any other, such as a test runner, worker threads take turns draining it under
///   `dispatchMain()`, and the main actor changes threads whenever its queue runs empty.
///
/// ```swift
/// final class Box {}
/// let count = AllocationCounter.count { _ = Box() }   // ≥ 1
/// ```
public enum AllocationCounter {
  /// Which threads' allocations count.
  public enum Scope: String, Sendable {
    case mainQueue = "main queue"
    case process
    case currentThread = "current thread"
  }

  /// What the harness counts: ``Scope/mainQueue``, or ``Scope/process`` where libdispatch does not tell its main queue.
  public static var harnessScope: Scope { ThreadFilter.mainQueue != 0 ? .mainQueue : .process }

  /// Whether the interposer is in place: counting a known allocation sees it.
  public static let isActive: Bool = {
    let seen = AllocationCounter.count(.currentThread) {
      let pointer = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 16)
      pointer.deallocate()
    }
    return seen > 0
  }()

  /// Runs `body` with counting paused, if a count is in progress: for the harness's own work
  /// inside a measured span, such as scheduling the settle loop's turns.
  ///
  /// Pausing stops counting on every thread; with the ``Scope/mainQueue`` scope, `body` runs
  /// on the main queue, so nothing else that would count can allocate meanwhile.
  public static func excluding<Result>(_ body: () -> Result) -> Result {
    guard isCounting.load(ordering: .relaxed) else { return body() }
    MallocInterposerSwift.unhook()
    defer { MallocInterposerSwift.hook() }
    return body()
  }

  /// Whether a count is in progress, between ``begin(_:)`` and ``end(_:)``.
  private static let isCounting = Atomic<Bool>(false)

  /// The allocations made while `body` runs.
  public static func count(_ scope: Scope = .process, _ body: () throws -> Void) rethrows -> Int {
    begin(scope)
    defer { _ = end(scope) }
    try body()
    return end(scope)
  }

  /// Starts counting from zero. Pair with ``end(_:)``; the harness brackets asynchronous work with the two.
  public static func begin(_ scope: Scope = .process) {
    isCounting.store(true, ordering: .relaxed)
    MallocInterposerSwift.reset()
    switch scope {
    case .mainQueue: ThreadFilter.start(onMainQueue: true)
    case .currentThread: ThreadFilter.start(onMainQueue: false)
    case .process: break
    }
    MallocInterposerSwift.hook()
  }

  /// Stops counting and returns the allocations since ``begin(_:)``; a second call returns the same.
  @discardableResult
  public static func end(_ scope: Scope = .process) -> Int {
    isCounting.store(false, ordering: .relaxed)
    MallocInterposerSwift.unhook()
    if scope == .process {
      return MallocInterposerSwift.getStatistics().mallocCount
    }
    return ThreadFilter.stop()
  }
}

/// Counts, from the interposer's allocation hook, only allocations on one thread or on the main queue.
///
/// The hook runs inside malloc, so it must not allocate or take a lock that an allocating
/// caller may hold: it compares the thread id, or the queue libdispatch is draining on this
/// thread (`dispatch_get_current_queue`, a thread-local read) with the main queue, and adds
/// to an atomic. (`dispatch_get_specific` would take the queue's lock, which
/// `DispatchQueue.setSpecific` holds while it allocates: a deadlock, seen.)
private enum ThreadFilter {
  static let thread = Atomic<UInt>(0)
  static let count = Atomic<Int>(0)
  /// The main queue's address, `&_dispatch_main_q`; looked up once, since `dlsym` may allocate.
  static let mainQueue = UInt(bitPattern: dlsym(nil, "_dispatch_main_q"))

  static func start(onMainQueue: Bool) {
    count.store(0, ordering: .relaxed)
    if onMainQueue {
      thread.store(mainQueue, ordering: .releasing)
      MallocInterposerSwift.setAllocationHook { _ in
        if UInt(bitPattern: dispatchGetCurrentQueue()) == ThreadFilter.thread.load(ordering: .acquiring) {
          ThreadFilter.count.add(1, ordering: .relaxed)
        }
      }
    } else {
      thread.store(UInt(pthread_self()), ordering: .releasing)
      MallocInterposerSwift.setAllocationHook { _ in
        if UInt(pthread_self()) == ThreadFilter.thread.load(ordering: .acquiring) {
          ThreadFilter.count.add(1, ordering: .relaxed)
        }
      }
    }
  }

  static func stop() -> Int {
    MallocInterposerSwift.setAllocationHook(nil)
    thread.store(0, ordering: .releasing)
    return count.load(ordering: .relaxed)
  }
}

/// libdispatch's `dispatch_get_current_queue`: deprecated for deciding what to do, and fine for
/// telling which queue is being drained; the Swift overlay does not offer it.
@_silgen_name("dispatch_get_current_queue")
private func dispatchGetCurrentQueue() -> UnsafeMutableRawPointer?
