/// Pass or fail of every conformance scenario for every architecture.
///
/// ```swift
/// matrix.result(scenario: "login.success", architecture: "MVC")  // .pass
/// ```
public struct ConformanceMatrix: Sendable, Hashable, Codable {
  public enum Result: String, Sendable, Hashable, Codable {
    case pass, fail
  }

  /// Scenario display names, sorted.
  public var scenarios: [String]
  /// Architecture display names, in registry order.
  public var architectures: [String]
  /// `results[scenario][architecture]`; a missing cell means the case did not run.
  public var results: [String: [String: Result]]

  public init(scenarios: [String], architectures: [String], results: [String: [String: Result]]) {
    self.scenarios = scenarios
    self.architectures = architectures
    self.results = results
  }

  public func result(scenario: String, architecture: String) -> Result? { results[scenario]?[architecture] }

  /// Passed scenarios of one architecture.
  public func passed(by architecture: String) -> Int {
    scenarios.filter { result(scenario: $0, architecture: architecture) == .pass }.count
  }
}
