import ChildProcess
import ExercisesModel
import SampleRegistry

/// One exercise's scenarios run in this process, against the samples this program was built
/// from: what `archbench-exercise` does for an ``ExerciseRequest/Task/run(exercise:architecture:)``.
///
/// ```swift
/// let result = try await ExerciseRun(exercise: "note-limit", architecture: "mvc").perform()
/// ```
public struct ExerciseRun: Sendable {
  public var exercise: String
  /// An architecture's id, or `all`.
  public var architecture: String

  public init(exercise: String, architecture: String) {
    self.exercise = exercise
    self.architecture = architecture
  }

  /// Runs the scenarios; a failed scenario is a result, not an error.
  ///
  /// - Throws: ``ExerciseError/unknownExercise(_:known:)`` or
  ///   ``ExerciseError/unknownArchitecture(_:known:)`` for a request naming neither.
  @MainActor
  public func perform() async throws(ExerciseError) -> ExerciseRunResult {
    let exercise = try ExerciseCatalog.exercise(exercise)
    let architectures = try Architecture.chosen(architecture)
    return ExerciseRunResult(exercise: exercise.id, results: await ScenarioRunner.run(exercise, on: architectures))
  }
}

extension ExerciseRequest {
  /// Reads a request file (or `-`, standard input) of the version this program reads.
  ///
  /// ```swift
  /// let request = try ExerciseRequest.read(from: "/tmp/exercise.request.json")
  /// ```
  /// - Throws: ``RequestFileError`` naming the file, in one line.
  public static func read(from path: String) throws(RequestFileError) -> ExerciseRequest {
    let request = try RequestFile.read(ExerciseRequest.self, from: path)
    guard request.schema == currentSchema else {
      throw RequestFileError(
        path: path,
        problem: .malformed("schema: \(request.schema) is not \(currentSchema), the version this program reads"))
    }
    return request
  }
}

extension Architecture {
  /// `all` (every registered architecture), or the one with this id.
  ///
  /// ```swift
  /// try Architecture.chosen("mvc")  // [.mvc]
  /// ```
  public static func chosen(_ id: String) throws(ExerciseError) -> [Architecture] {
    if id == "all" { return Architecture.all }
    guard let architecture = Architecture.all.first(where: { $0.id == id }) else {
      throw .unknownArchitecture(id, known: Architecture.all.map(\.id))
    }
    return [architecture]
  }
}
