import CMeasurementProcess
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Keeps every thread of the measuring process on one processor, when asked (`archbench latency --pin`).
///
/// A dispatch hands work between the main thread and the global pool's threads, which the
/// scheduler puts on either processor. On this virtual machine an idle processor halts, and
/// waking it for a hand-off takes 50–70 µs, most of a keystroke's p50; where the threads
/// settle also stays put for the process's life, so the same step's p50 came out at one of
/// three levels from one process to the next. On one processor every hand-off is a switch on
/// that processor: what is timed is the apps' own work, without the parallel threads a phone
/// has. It is a choice of what to measure, so it is off by default.
///
/// ```swift
/// if let problem = ProcessorPinning.pin() { print("warning: \(problem)") }
/// ProcessorPinning.processor  // e.g. 0
/// ```
public enum ProcessorPinning {
  /// The processor every thread was pinned to; `nil` when not pinned.
  public static var processor: Int? {
    let value = pinned.load(ordering: .relaxed)
    return value < 0 ? nil : value
  }

  private static let pinned = Atomic<Int>(-1)

  /// Pins every thread the process has, and so every thread they start, to the processor the
  /// caller runs on. Returns why it could not, or `nil` when it did. Call it once, early.
  @discardableResult
  public static func pin() -> String? {
    var current: Int32 = -1
    let error = archbench_pin_threads_to_current_processor(&current)
    guard error == 0 else { return "cannot pin threads to one processor: \(String(cString: strerror(error)))" }
    pinned.store(Int(current), ordering: .relaxed)
    return nil
  }
}
