/// What `archbench-exercise` runs: one exercise's scenarios on one architecture, or on all.
///
/// `archbench exercise check` and `exercise measure` write it to a file and hand it to the
/// `archbench-exercise` built from the tree they grade, which prints an ``ExerciseRunResult``.
///
/// ```swift
/// let request = ExerciseRunRequest(exercise: "note-limit", architecture: "mvc")
/// ```
public struct ExerciseRunRequest: Codable, Sendable, Hashable {
  /// The version of this contract; a request of another version is refused, not guessed at.
  public static let currentSchema = 1

  /// ``currentSchema`` when written; the reader refuses any other.
  public var schema: Int
  /// The exercise's id, e.g. `note-limit`.
  public var exercise: String
  /// An architecture's id, or `all`.
  public var architecture: String

  public init(exercise: String, architecture: String) {
    self.schema = Self.currentSchema
    self.exercise = exercise
    self.architecture = architecture
  }
}

/// What `archbench-exercise` prints: the scenarios' results on the samples it was built from.
///
/// ```swift
/// let result = try JSONDecoder().decode(ExerciseRunResult.self, from: output)
/// result.results.allSatisfy(\.passed)
/// ```
public struct ExerciseRunResult: Codable, Sendable, Equatable {
  /// The version of this contract, as for ``ExerciseRunRequest``.
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
