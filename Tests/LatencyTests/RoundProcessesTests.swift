import Foundation
import Latency
import Testing

/// Each round's process delivers its part through a file, or the run stops with one line saying which round failed and how.
///
/// `/bin/sh` stands in for `archbench`, so that these tests need no measuring process.
@Suite("Round processes")
struct RoundProcessesTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  static func part(round: Int) -> RunPart {
    RunPart(
      rounds: [round], startedAt: "2026-11-22T12:00:00Z", durationSeconds: 1, loadAverageAtStart: [],
      loadAverageAtEnd: [], allocationCounting: false, deterministicHashing: true, fixedAddressLayout: true,
      mainQueueOnMainThread: true, globalJobsOnMainThread: true, pinnedProcessor: nil, overhead: [], entries: [],
      failures: [], speedGate: nil)
  }

  @Test func collectsThePartOfEveryRoundInOrder() async throws {
    let parts = try (0..<3).map { String(decoding: try JSONEncoder().encode(Self.part(round: $0)), as: UTF8.self) }
    let processes = RoundProcesses(executable: Self.shell) { round, output in
      ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", parts[round], output.path]
    }

    let collected = try await processes.run(rounds: 3)

    #expect(collected == (0..<3).map(Self.part(round:)))
  }

  @Test func aRoundThatExitsWithAnErrorStopsTheRun() async throws {
    let error = await Self.error(running: Self.shell, rounds: 2) { _, _ in ["-c", "exit 3"] }

    #expect(error == .exited(round: 1, status: 3))
    #expect(error?.description == "round 1: its process exited with status 3")
  }

  @Test func aRoundKilledByASignalReadsAsInAShell() async throws {
    let error = await Self.error(running: Self.shell, rounds: 1) { _, _ in ["-c", "kill -9 $$"] }

    #expect(error == .exited(round: 1, status: 137))
  }

  @Test func aRoundThatWritesNoResultsIsUnreadableAndLeavesNothingBehind() async throws {
    let error = await Self.error(running: Self.shell, rounds: 1) { _, _ in ["-c", "exit 0"] }

    guard case .unreadable(1, let path, _) = error else {
      Issue.record("expected round 1 to be unreadable, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("round 1: its results in \(path) are unreadable: ") == true)
    #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
  }

  @Test func aMissingProgramCannotStart() async throws {
    let error = await Self.error(running: URL(fileURLWithPath: "/nonexistent/archbench"), rounds: 1) { _, _ in [] }

    guard case .couldNotStart(1, "/nonexistent/archbench", _) = error else {
      Issue.record("expected round 1 not to start, got \(String(describing: error))")
      return
    }
  }

  static func error(
    running executable: URL, rounds: Int, arguments: @escaping @Sendable (Int, URL) -> [String]
  ) async -> RoundProcessError? {
    do {
      _ = try await RoundProcesses(executable: executable, arguments: arguments).run(rounds: rounds)
      return nil
    } catch {
      return error as? RoundProcessError
    }
  }
}
