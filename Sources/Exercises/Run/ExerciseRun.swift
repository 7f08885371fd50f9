import ChildProcess
import ExercisesModel
import SampleRegistry

/// One ``ExerciseRunRequest`` carried out in this process: the exercise's scenarios against the
/// samples this program was built from. `archbench-exercise` is a thin frontend over it.
///
/// ```swift
/// let request = try ExerciseRun.read(from: "/tmp/run.request.json")
/// let result = try await ExerciseRun(request: request).perform()
/// ```
public struct ExerciseRun: Sendable {
  public var request: ExerciseRunRequest

  public init(request: ExerciseRunRequest) {
    self.request = request
  }

  /// Reads a request file (or `-`, standard input) of the version this program reads.
  ///
  /// - Throws: ``RequestFileError`` naming the file, in one line.
  public static func read(from path: String) throws(RequestFileError) -> ExerciseRunRequest {
    let request = try RequestFile.read(ExerciseRunRequest.self, from: path)
    guard request.schema == ExerciseRunRequest.currentSchema else {
      throw RequestFileError(
        path: path,
        problem: .malformed(
          "schema: \(request.schema) is not \(ExerciseRunRequest.currentSchema), the version this program reads"))
    }
    return request
  }

  /// Runs the scenarios; a failed scenario is a result, not an error.
  ///
  /// - Throws: ``ExerciseError/unknownExercise(_:known:)`` or
  ///   ``ExerciseError/unknownArchitecture(_:known:)`` for a request naming neither.
  @MainActor
  public func perform() async throws(ExerciseError) -> ExerciseRunResult {
    let exercise = try ExerciseCatalog.exercise(request.exercise)
    let architectures = try Architecture.chosen(request.architecture)
    return ExerciseRunResult(exercise: exercise.id, results: await ScenarioRunner.run(exercise, on: architectures))
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
