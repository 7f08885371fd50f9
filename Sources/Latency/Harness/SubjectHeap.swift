import CMeasurementProcess
import Foundation

/// Gives the main thread a heap of its own, empty at the start of every counted row and at the
/// same addresses in every run, so that what a subject's dispatches count does not depend on
/// what the harness or earlier rows allocated.
///
/// OpenCombine's subjects, like Apple's Combine, keep their subscribers in a `Set` hashed by
/// address, and the order they are told in decides how often a `CombineLatest` fires; the
/// runtime's caches and the samples' identity-keyed dictionaries hash addresses too. With glibc's
/// heap those addresses followed the process's history: the same binary counted mvvm-uikit's
/// `report.send` 0.46 % higher with one more environment variable, and renaming harness types
/// moved it by 2.8 %. Here each row starts a generation of regions, one per block size, at
/// addresses fixed by the row's label (SubjectHeap.c), so a block's address follows only the
/// blocks of its size allocated since the row began, whichever rows ran before (the runtime's
/// caches those rows filled still count).
///
/// Only a process counted under callgrind enables it (``LatencyRun``): timed runs keep glibc,
/// whose speed is what they measure.
///
/// ```swift
/// try SubjectHeap.enable()
/// try SubjectHeap.beginRow(label.text)  // before each row's subject is set up
/// ```
public enum SubjectHeap {
  /// Serves the calling thread's later allocations from the heap; throws with the reason it cannot.
  public static func enable() throws(LatencyRunError) {
    try check(archbench_subject_heap_enable(), doing: "give the main thread a heap of its own")
  }

  /// Whether the calling thread allocates from the heap.
  public static var isEnabled: Bool { archbench_subject_heap_enabled() }

  /// Starts the heap afresh for the row `label`, at addresses that follow from the label alone.
  static func beginRow(_ label: String) throws(LatencyRunError) {
    try check(archbench_subject_heap_begin_row(label), doing: "start the main thread's heap afresh for \(label)")
  }

  /// Whether `pointer` was allocated from the heap.
  static func owns(_ pointer: UnsafeRawPointer) -> Bool {
    archbench_subject_heap_owns(pointer)
  }

  private static func check(_ status: Int32, doing what: String) throws(LatencyRunError) {
    guard status == 0 else {
      throw .failed(
        "could not \(what) (\(String(cString: strerror(status)))): instruction counts would depend on "
          + "what was allocated before")
    }
  }
}
