import ChildProcess
import Foundation
import LatencyModel

extension MeasuringProgram {
  /// Runs the program on `request`, its output and progress on this process's own, and returns
  /// the status it exited with.
  ///
  /// The program inherits this process's environment and folder, as a run by hand should (the
  /// report and the gate start it in ``ChildProcess/Environment/measuring`` instead). The
  /// request goes in a file of a folder of its own, removed afterwards. Ctrl-C or SIGTERM
  /// reaches the program, which stops its rounds and removes their files, and then ends this
  /// process by the same signal (``RoundInterruption``).
  ///
  /// ```swift
  /// let status = try await MeasuringProgram().run(LatencyRequest(steps: ["1"], sizes: [10]))
  /// ```
  public func run(_ request: LatencyRequest) async throws -> Int32 {
    try checkBuilt()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-latency-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let interruption = RoundInterruption(removing: folder)
    defer {
      interruption.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    let file = folder.appendingPathComponent("request.json")
    try RequestFile.write(request, to: file.path)
    let child = ChildProcess(
      .path(executable.path), arguments: [file.path], standardOutput: .passedThrough, standardError: .passedThrough)
    return try await child.run().shellStatus
  }
}
