import Foundation
import SwiftTestingEvents

/// Tallies a test run from the event stream Swift Testing writes with `--event-stream-output-path`
/// and `--event-stream-version 0`, read record by record with SwiftTestingEvents' ``EventRecord``.
///
/// archbench counts tests from this stream rather than from the console, because only
/// the stream names each test by its full identifier (`MVCTests.SessionTests/logIn()`),
/// says which tests are parameterized, and reports every case of those.
///
/// ```swift
/// let summary = TestEventStream.summary(of: eventLines, selection: "unit", exitStatus: 0)
/// summary.failures  // [] when every test passed
/// ```
enum TestEventStream {
  /// The exit status Swift Testing uses when the filter matched no test; not a failure.
  static let noTestsFoundStatus: Int32 = 69

  /// Tallies the tests per test target and names the failures.
  ///
  /// A test fails when it records an issue that is not a known issue. A run that ended
  /// without its `runEnded` event, or with a non-zero status and no failing test, crashed
  /// or was stopped; that is a failure too, attributed to the test that was running.
  ///
  /// - Parameters:
  ///   - stream: the event stream's text, one JSON record per line.
  ///   - selection: the selection's name, for failures outside any test.
  ///   - exitStatus: the test process's exit status, or a negative signal number.
  ///   - lastOutputLine: the last line the process printed, quoted when it crashed.
  static func summary(
    of stream: String, selection: String, exitStatus: Int32, lastOutputLine: String? = nil
  ) -> TestRunSummary {
    var parameterized: Set<String> = []
    var started: [String] = []
    var ended: Set<String> = []
    var casesByTest: [String: Int] = [:]
    var skipped: [String] = []
    var failures: [TestFailure] = []
    var runEnded = false

    for record in EventRecord.records(in: stream) {
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        if let id = payload.id, payload.isParameterized == true { parameterized.insert(id) }
      case ("event", "testStarted"):
        if let id = payload.testID { started.append(id) }
      case ("event", "testEnded"):
        if let id = payload.testID { ended.insert(id) }
      case ("event", "testCaseStarted"):
        if let id = payload.testID { casesByTest[id, default: 0] += 1 }
      case ("event", "testSkipped"):
        if let id = payload.testID { skipped.append(id) }
      case ("event", "issueRecorded"):
        guard payload.issue?.isKnown != true else { break }
        failures.append(
          TestFailure(
            test: payload.testID.map(displayName(of:)) ?? "(\(selection) run, outside any test)",
            message: payload.messages?.first?.text ?? "an issue was recorded",
            location: payload.issue?.sourceLocation?.description))
      case ("event", "runEnded"):
        runEnded = true
      default:
        break
      }
    }

    // Suites start and end like tests; only functions count as tests.
    var modules: [String: TestTally] = [:]
    for id in started where isFunctionID(id) {
      let cases = parameterized.contains(id) ? casesByTest[id, default: 0] : 1
      modules[module(of: id), default: .zero] =
        modules[module(of: id), default: .zero]
        + TestTally(tests: 1, cases: cases, skipped: 0)
    }
    for id in skipped {
      modules[module(of: id), default: .zero] =
        modules[module(of: id), default: .zero]
        + TestTally(tests: 0, cases: 0, skipped: 1)
    }

    let endedCleanly = exitStatus == 0 || exitStatus == noTestsFoundStatus
    if !runEnded || (!endedCleanly && failures.isEmpty) {
      let running = started.last { !ended.contains($0) && isFunctionID($0) }
      let how = exitStatus < 0 ? "was killed by signal \(-exitStatus)" : "exited with status \(exitStatus)"
      let ending = runEnded ? "" : " before the run ended"
      let said = lastOutputLine.map { "; last output: \($0)" } ?? ""
      failures.append(
        TestFailure(
          test: running.map(displayName(of:)) ?? "(\(selection) run)",
          message: "the test process \(how)\(ending)\(said)"))
    }
    return TestRunSummary(selection: selection, modules: modules, failures: failures)
  }

  /// `MVCTests.SessionTests/logIn()/SessionTests.swift:12:4` → `MVCTests.SessionTests/logIn()`.
  static func displayName(of id: String) -> String {
    var parts = id.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count > 1, let last = parts.last, last.contains(".swift:") { parts.removeLast() }
    return parts.joined(separator: "/")
  }

  /// The test target a test belongs to: its identifier's first component.
  static func module(of id: String) -> String {
    String(id.prefix { $0 != "." && $0 != "/" })
  }

  /// A function's identifier has a `/` after its suite path; a suite's has none.
  private static func isFunctionID(_ id: String) -> Bool {
    id.contains("/")
  }
}
