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
/// `LD_PRELOAD` (``InterposerPreload`` re-executes with `LD_PRELOAD` if a build ever loses that).
///
/// Two scopes:
/// - ``Scope/process`` counts every thread. The harness measures with it, since a sample
///   may hop to another thread (an `async` use case off the main actor), and that work is
///   the sample's. It is exact when nothing else runs, as in `archbench latency`.
/// - ``Scope/currentThread`` counts the calling thread only, through the interposer's
///   per-allocation hook. It stays exact when other threads allocate, as in a test runner
///   that runs tests in parallel, but sees only synchronous work.
///
/// ```swift
/// let count = AllocationCounter.count { _ = NSObject() }   // ≥ 1
/// ```
public enum AllocationCounter {
  /// Which threads' allocations count.
  public enum Scope: Sendable {
    case process
    case currentThread
  }

  /// Whether the interposer is in place: counting a known allocation sees it.
  public static let isActive: Bool = {
    let seen = AllocationCounter.count(.currentThread) {
      let pointer = UnsafeMutableRawPointer.allocate(byteCount: 48, alignment: 16)
      pointer.deallocate()
    }
    return seen > 0
  }()

  /// The allocations made while `body` runs.
  public static func count(_ scope: Scope = .process, _ body: () throws -> Void) rethrows -> Int {
    begin(scope)
    defer { _ = end(scope) }
    try body()
    return end(scope)
  }

  /// Starts counting from zero. Pair with ``end(_:)``; the harness brackets asynchronous work with the two.
  public static func begin(_ scope: Scope = .process) {
    MallocInterposerSwift.reset()
    if scope == .currentThread {
      ThreadFilter.start()
    }
    MallocInterposerSwift.hook()
  }

  /// Stops counting and returns the allocations since ``begin(_:)``; a second call returns the same.
  @discardableResult
  public static func end(_ scope: Scope = .process) -> Int {
    MallocInterposerSwift.unhook()
    if scope == .currentThread {
      return ThreadFilter.stop()
    }
    return MallocInterposerSwift.getStatistics().mallocCount
  }
}

/// Counts, from the interposer's allocation hook, only allocations on one thread.
///
/// The hook runs inside malloc, so it must not allocate: it compares the thread id and adds
/// to an atomic, both without touching the heap.
private enum ThreadFilter {
  static let thread = Atomic<UInt>(0)
  static let count = Atomic<Int>(0)

  static func start() {
    count.store(0, ordering: .relaxed)
    thread.store(UInt(pthread_self()), ordering: .releasing)
    MallocInterposerSwift.setAllocationHook { _ in
      if UInt(pthread_self()) == ThreadFilter.thread.load(ordering: .acquiring) {
        ThreadFilter.count.add(1, ordering: .relaxed)
      }
    }
  }

  static func stop() -> Int {
    MallocInterposerSwift.setAllocationHook(nil)
    thread.store(0, ordering: .releasing)
    return count.load(ordering: .relaxed)
  }
}
