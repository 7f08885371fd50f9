import ChildProcess
import ExercisesModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the `archbench` of a student's working tree and runs an exercise's scenarios with
/// it, so that `exercise check` grades the samples as they are on disk, not as they were
/// compiled into whichever `archbench` the student happened to run.
///
/// The build is `swift build --product archbench` in the package, the one `swift run` does:
/// after `swift run archbench exercise check …` it has nothing to do, and the built binary is
/// this very process, which then runs the scenarios itself.
///
/// ```swift
/// let build = WorkingTreeBuild(packageRoot: root) { print($0) }
/// let results = try await build.results(of: exercise, architecture: "mvc")
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

  /// Builds the working tree's `archbench` and returns its path.
  public func build(for exercise: Exercise) async throws(ExerciseError) -> URL {
    progress("[exercise] building your working tree's samples (swift build --product archbench)…")
    do {
      let swift = try SwiftExecutable.program()
      let build = try await ChildProcess(
        swift, arguments: ["build", "--product", "archbench"], workingDirectory: packageRoot.path
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
      return URL(fileURLWithPath: folder).appendingPathComponent("archbench")
    } catch let error as ExerciseError {
      throw error
    } catch {
      throw .runFailed(exercise: exercise.id, reason: "cannot run swift in \(packageRoot.path): \(error)")
    }
  }

  /// Whether `binary` is the executable of this process, unchanged: its file is the same
  /// one (a rebuild writes a new file, since a running executable cannot be written).
  public static func isThisProcess(_ binary: URL) -> Bool {
    var mine = stat()
    var built = stat()
    guard stat("/proc/self/exe", &mine) == 0, stat(binary.path, &built) == 0 else { return false }
    return mine.st_dev == built.st_dev && mine.st_ino == built.st_ino
  }

  /// Runs `binary exercise check … --no-build --format json` in the working tree: the
  /// scenarios against the samples it was built from. `exercise measure` runs its solved
  /// trees' scenarios the same way.
  ///
  /// Its options are argv, not a request file: `binary` is whatever the working tree builds,
  /// which may be an older archbench that knows no `--request`.
  public func results(
    of exercise: Exercise, architecture: String, with binary: URL
  ) async throws(ExerciseError) -> [ScenarioResult] {
    let arguments = ["exercise", "check", exercise.id, "--arch", architecture, "--format", "json", "--no-cost"]
    var check: ChildProcessResult
    do throws(ChildProcessError) {
      check = try await ChildProcess(
        .path(binary.path), arguments: arguments + ["--no-build"], workingDirectory: packageRoot.path
      )
      .run()
      // An archbench older than `--no-build` always ran the samples it was built from: the working tree's.
      if check.termination == .exited(64), check.errors.contains("--no-build") {
        check = try await ChildProcess(.path(binary.path), arguments: arguments, workingDirectory: packageRoot.path)
          .run()
      }
    } catch {
      throw .runFailed(exercise: exercise.id, reason: error.description)
    }
    // Exit status 2 means scenarios failed: the JSON still says which.
    guard check.termination == .exited(0) || check.termination == .exited(2),
      let results = Self.results(inCheckJSON: Data(check.standardOutput))
    else {
      let text = String(decoding: (check.standardError + check.standardOutput).suffix(400), as: UTF8.self)
      throw .runFailed(exercise: exercise.id, reason: "exit status \(check.shellStatus): \(text)")
    }
    return results
  }

  /// The scenario results in `exercise check --format json`'s output: an ``ExerciseCheck``,
  /// or the bare array of results an archbench from before the change cost's split printed.
  static func results(inCheckJSON data: Data) -> [ScenarioResult]? {
    if let check = try? JSONDecoder().decode(ExerciseCheck.self, from: data) { return check.results }
    return try? JSONDecoder().decode([ScenarioResult].self, from: data)
  }
}
