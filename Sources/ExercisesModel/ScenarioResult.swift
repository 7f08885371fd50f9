/// How one scenario went for one architecture.
public struct ScenarioResult: Sendable, Codable, Equatable {
  public var exercise: String
  public var scenario: String
  /// The architecture's id, e.g. `mvvm`.
  public var architecture: String
  public var passed: Bool
  /// Why it failed; `nil` when it passed.
  public var message: String?

  public init(exercise: String, scenario: String, architecture: String, passed: Bool, message: String? = nil) {
    self.exercise = exercise
    self.scenario = scenario
    self.architecture = architecture
    self.passed = passed
    self.message = message
  }
}
