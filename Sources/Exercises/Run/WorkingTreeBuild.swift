import ChildProcess
import ExercisesModel
import Foundation

/// Builds the `archbench-exercise` of a student's working tree and runs an exercise's scenarios
/// with it, so that `exercise check` grades the samples as they are on disk, not as they were
/// compiled into whichever `archbench` the student happened to run.
///
/// The build is `swift build --product archbench-exercise` in the package: the samples, the
/// platforms and the scenario driver, without swift-syntax or the CLI. The program gets an
/// ``ExerciseRequest`` to run in a file and prints an ``ExerciseRunResult``.
///
/// ```swift
/// let build = WorkingTreeBuild(packageRoot: root) { print($0) }
/// let program = try await build.build(for: exercise)
/// let results = try await build.results(of: exercise, architecture: "mvc", with: program)
/// ```
public struct WorkingTreeBuild {
  public var packageRoot: URL
  public var progress: (String) -> Void

  public init(packageRoot: URL, progress: @escaping (String) -> Void) {
    self.packageRoot = packageRoot
    self.progress = progress
  }

  /// Where the build's output goes: kept for the student to read when it fails.
  var log: URL { packageRoot.appendingPathComponent(".build-exercises/check.build.log") }

  /// Builds the working tree's `archbench-exercise` and returns its path.
  @MainActor
  public func build(for exercise: Exercise) async throws(ExerciseError) -> URL {
    progress("[exercise] building your working tree's samples (swift build --product \(ExerciseProgram.name))…")
    do {
      let swift = try SwiftExecutable.program()
      let build = try await ChildProcess(
        swift, arguments: ["build", "--product", ExerciseProgram.name], workingDirectory: packageRoot.path
      ).run()
      try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(build.standardOutput + build.standardError).write(to: log)
      guard build.succeeded else { throw ExerciseError.buildFailed(exercise: exercise.id, log: log.path) }
      let bin = try await ChildProcess(
        swift, arguments: ["build", "--show-bin-path"], workingDirectory: packageRoot.path
      )
      .run()
      let folder = bin.output.trimmingCharacters(in: .whitespacesAndNewlines)
      guard bin.succeeded, !folder.isEmpty else {
        throw ExerciseError.runFailed(exercise: exercise.id, reason: "swift build --show-bin-path failed")
      }
      return URL(fileURLWithPath: folder).appendingPathComponent(ExerciseProgram.name)
    } catch let error as ExerciseError {
      throw error
    } catch {
      throw .runFailed(exercise: exercise.id, reason: "cannot run swift in \(packageRoot.path): \(error)")
    }
  }

  /// Runs `program` (an `archbench-exercise`) in the working tree with a request for the
  /// exercise on `architecture` (an id, or `all`): the scenarios against the samples it was
  /// built from. `exercise measure` runs its solved trees' scenarios the same way.
  @MainActor
  public func results(
    of exercise: Exercise, architecture: String, with program: URL
  ) async throws(ExerciseError) -> [ScenarioResult] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-exercise-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let requestFile = folder.appendingPathComponent("request.json")
    let run: ChildProcessResult
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try RequestFile.write(
        ExerciseRequest(.run(exercise: exercise.id, architecture: architecture)), to: requestFile.path)
      run = try await ChildProcess(
        .path(program.path), arguments: [requestFile.path], workingDirectory: packageRoot.path
      )
      .run()
    } catch {
      throw .runFailed(exercise: exercise.id, reason: "\(error)")
    }
    // Exit status 2 means scenarios failed: the result still says which.
    guard run.termination == .exited(0) || run.termination == .exited(2),
      let result = try? JSONDecoder().decode(ExerciseRunResult.self, from: Data(run.standardOutput)),
      result.schema == ExerciseRunResult.currentSchema
    else {
      let text = String(decoding: (run.standardError + run.standardOutput).suffix(400), as: UTF8.self)
      throw .runFailed(exercise: exercise.id, reason: "\(program.path) exit status \(run.shellStatus): \(text)")
    }
    return result.results
  }
}
