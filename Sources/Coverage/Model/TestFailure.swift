/// A test that failed, with why and where.
///
/// ```swift
/// TestFailure(
///   test: "MVCTests.SessionTests/logIn()", message: "Expectation failed: (user → nil) != nil",
///   location: "SessionTests.swift:21:5")
/// ```
public struct TestFailure: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The test's identifier without its source location, e.g. `MVCTests.SessionTests/logIn()`;
  /// for an issue recorded outside any test, the test run's selection.
  public var test: String
  /// What the runner said about the failure.
  public var message: String
  /// `File.swift:line:column` of the issue, when the runner gave one.
  public var location: String?

  public init(test: String, message: String, location: String? = nil) {
    self.test = test
    self.message = message
    self.location = location
  }

  public var description: String {
    if let location { return "\(test) at \(location): \(message)" }
    return "\(test): \(message)"
  }
}
