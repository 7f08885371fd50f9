import Foundation
import Synchronization

/// A fixed number of threads, as many as the machine has cores, that take the items of a pass
/// over files in turn until none is left: what every parallel pass over a scan's files
/// (measuring, collecting dependencies, comparing with the reference) runs on.
///
/// Each worker is a ``LargeStack`` thread, started once for the whole pass, so that parsing a
/// file starts no thread of its own (200,000 files once started 200,000 threads), and deep
/// nesting still has the stack it needs.
///
/// ```swift
/// let slots = Slots<Int>(count: paths.count, initial: 0)
/// Workers.forEach(paths.count) { slots[$0] = paths[$0].count }
/// ```
public enum Workers {
  /// How many workers a pass runs on: the cores this process may use.
  public static var count: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Runs `body` for each of `0..<iterations` on ``count`` workers (fewer for fewer
  /// iterations), taking the items in order, and returns when all have run.
  public static func forEach(_ iterations: Int, _ body: (Int) -> Void) {
    guard iterations > 0 else { return }
    let next = Counter()
    withoutActuallyEscaping(body) { body in
      let work = { (_: Int) in
        while true {
          let item = next.value.wrappingAdd(1, ordering: .relaxed).oldValue
          guard item < iterations else { return }
          body(item)
        }
      }
      // Without any thread, the caller does the work itself on its own stack.
      if LargeStack.onThreads(min(count, iterations), work) == 0 { work(0) }
    }
  }

  private final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }
}
