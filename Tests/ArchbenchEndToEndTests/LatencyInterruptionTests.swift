import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, which CI runners and `kill` send, ends a latency run at once and leaves nothing behind,
/// whether the run measures in its own process or starts one per round.
@Suite("archbench latency, interrupted")
struct LatencyInterruptionTests {
  @Test(arguments: [["--in-process"], []])
  func endsAtOnceOnSIGTERMAndLeavesNothingBehind(_ mode: [String]) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "latency-interrupted-\(UUID().uuidString)")
    let temporary = scratch.appendingPathComponent("tmp")
    let log = scratch.appendingPathComponent("stderr.txt")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let process = Process()
    process.executableURL = ArchbenchProcess.executable
    // Minutes of measuring, so that only the signal can end it in time.
    process.arguments = ["latency", "--arch", "mvc", "--iterations", "200", "--rounds", "2", "--no-save"] + mode
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    // Measuring has begun: a step has reported progress, from the run's own process or a round's,
    // whose results go to a directory in TMPDIR.
    let measuring = Self.waitUntil(seconds: 120) {
      let progress = (try? String(contentsOf: log, encoding: .utf8))?.contains("latency: [") ?? false
      return progress && (mode == ["--in-process"] || !Self.processes(mentioning: temporary.path).isEmpty)
    }
    try #require(measuring)
    kill(process.processIdentifier, SIGTERM)

    try #require(Self.waitUntil(seconds: 20) { !process.isRunning })
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    #expect(Self.waitUntil(seconds: 10) { Self.processes(mentioning: temporary.path).isEmpty })
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
  }

  /// Polls `condition` every 50 ms for up to `seconds`; whether it became true.
  private static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// The processes whose command line mentions `text`: a round's names its results file.
  private static func processes(mentioning text: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = Int32(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: data, as: UTF8.self).contains(text)
      else { return nil }
      return pid
    }
  }
}
