/// What `archbench-exercise` prints for a run: the scenarios' results on the samples it was
/// built from.
///
/// ```swift
/// let result = try JSONDecoder().decode(ExerciseRunResult.self, from: output)
/// result.results.allSatisfy(\.passed)
/// ```
public struct ExerciseRunResult: Codable, Sendable, Equatable {
  /// The version of this contract, as for ``ExerciseRequest``.
  public static let currentSchema = 1

  public var schema: Int
  public var exercise: String
  public var results: [ScenarioResult]

  public init(exercise: String, results: [ScenarioResult]) {
    self.schema = Self.currentSchema
    self.exercise = exercise
    self.results = results
  }
}
