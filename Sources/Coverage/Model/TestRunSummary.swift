/// What one run of a test selection reported: how many tests each test target ran, and
/// which failed.
///
/// ```swift
/// let run = try TestEventStream.summary(of: events, selection: "unit", exitStatus: 0)
/// run.tally(of: ["MVCTests"]).tests  // 51
/// ```
public struct TestRunSummary: Sendable, Hashable, Codable {
  /// The selection's name: `unit` or `conformance`.
  public var selection: String
  /// Tests per test target (the first component of a test's identifier).
  public var modules: [String: TestTally]
  /// Failing tests, in the order the runner reported them; empty when the run passed.
  public var failures: [TestFailure]

  public init(selection: String, modules: [String: TestTally], failures: [TestFailure]) {
    self.selection = selection
    self.modules = modules
    self.failures = failures
  }

  /// The tests of these test targets together.
  public func tally(of testModules: [String]) -> TestTally {
    testModules.reduce(.zero) { $0 + (modules[$1] ?? .zero) }
  }

  /// All tests of the run.
  public var total: TestTally {
    modules.values.reduce(.zero, +)
  }
}
