/// How many tests a set of test targets holds, as the Swift Testing runner reports them.
///
/// A test is one `@Test` function; a parameterized test runs once per argument, and each
/// run is a case, so `cases` is at least `tests`.
///
/// ```swift
/// let mvc = TestTally(tests: 51, cases: 60, skipped: 0)
/// ```
public struct TestTally: Sendable, Hashable, Codable {
  /// `@Test` functions that ran.
  public var tests: Int
  /// Test cases that ran: one per non-parameterized test, one per argument otherwise.
  public var cases: Int
  /// `@Test` functions that were skipped, for example with `.disabled(…)`.
  public var skipped: Int

  public init(tests: Int, cases: Int, skipped: Int) {
    self.tests = tests
    self.cases = cases
    self.skipped = skipped
  }

  public static let zero = TestTally(tests: 0, cases: 0, skipped: 0)

  static func + (lhs: TestTally, rhs: TestTally) -> TestTally {
    TestTally(tests: lhs.tests + rhs.tests, cases: lhs.cases + rhs.cases, skipped: lhs.skipped + rhs.skipped)
  }
}
