import CMeasurementProcess

/// Counts the CPU instructions of each measured dispatch when the process runs under callgrind.
///
/// Callgrind runs the program on a simulated CPU and counts every instruction it executes, so
/// the same binary with the same inputs gives the same count on a busy machine as on an idle
/// one. `archbench latency --instructions` starts the measuring process under
/// `valgrind --tool=callgrind --collect-atstart=no`; ``DispatchTimer`` turns counting on when
/// it injects an event and off when the tree has settled, and ``InstructionPass`` writes the
/// count of each subject's step under a label that ``CallgrindOutput`` reads back.
///
/// Natively the requests are a few instructions that do nothing, and ``isActive`` is `false`.
///
/// ```swift
/// InstructionCounter.begin()
/// injection.perform()
/// try await settle.wait()
/// InstructionCounter.end()
/// InstructionCounter.dump("mvc\tlogin.keystroke\t8\t5")
/// ```
public enum InstructionCounter {
  /// Whether instructions are being counted: the process runs under valgrind, and was built with its headers.
  public static let isActive = archbench_instruction_requests_built() && archbench_running_on_valgrind()

  /// Whether this build can count instructions at all (valgrind's headers were there when it was built).
  public static var isBuilt: Bool { archbench_instruction_requests_built() }

  /// Starts counting; each ``begin()`` needs its ``end()``, since callgrind only toggles.
  static func begin() {
    if isActive { archbench_callgrind_toggle_collect() }
  }

  /// Stops counting.
  static func end() {
    if isActive { archbench_callgrind_toggle_collect() }
  }

  /// Sets the counts to zero, as before the first row.
  static func reset() {
    if isActive { archbench_callgrind_zero_stats() }
  }

  /// Writes the instructions counted since the last dump under `label`, and starts again from zero.
  static func dump(_ label: String) {
    if isActive { label.withCString { archbench_callgrind_dump_stats($0) } }
  }
}
