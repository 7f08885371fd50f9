import ChildProcess
import Exercises
import ExercisesModel
import Foundation

/// `archbench-exercise REQUEST`: the program that owns the exercises' scenarios. It links the
/// samples and the scenario driver, and none of archbench's CLI or swift-syntax.
///
/// It reads one ``ExerciseRequest`` (a JSON file, or `-` for standard input):
/// - **run** an exercise's scenarios against the samples it was built from, and print one
///   ``ExerciseRunResult`` as JSON on standard output. `archbench exercise check` grades a working
///   tree so, and `exercise measure` each solved tree: each builds this program there and runs it;
/// - **measure** the reference solutions in a clean checkout (the scenarios here, on the committed
///   samples; then each solved tree built and run as above), and write the ``ExtensibilityReport``
///   as JSON to the request's output. `archbench report` runs it so.
///
/// Exit status: 0 every scenario passed, or every solution was proven; 2 a scenario failed (the
/// result says which), or a solution was not proven (a line on standard error says why); 1 the
/// measurement failed (one line); 64 not one argument; 65 a request it cannot read (unreadable,
/// malformed, another schema version) or run (an unknown exercise or architecture).
///
/// ```
/// $ echo '{"schema": 1, "task": {"run": {"exercise": "note-limit", "architecture": "mvc"}}}' | archbench-exercise -
/// ```
@main
enum ExerciseProgramMain {
  static func main() async {
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      log("usage: archbench-exercise REQUEST (an ExerciseRequest as JSON, or - for standard input)")
      return 64
    }
    let request: ExerciseRequest
    do {
      request = try ExerciseRequest.read(from: path)
    } catch {
      log("Error: \(error)")
      return 65
    }
    switch request.task {
    case .run(let exercise, let architecture):
      return await run(ExerciseRun(exercise: exercise, architecture: architecture))
    case .measure(let exercise, let packagePath, let output):
      return await measure(exercise, in: packagePath, to: output)
    }
  }

  @MainActor
  private static func run(_ run: ExerciseRun) async -> Int32 {
    let result: ExerciseRunResult
    do {
      result = try await run.perform()
    } catch {
      log("Error: \(error)")
      return 65
    }
    FileHandle.standardOutput.write(Data(RequestFile.encoded(result)) + Data("\n".utf8))
    return result.results.allSatisfy(\.passed) ? 0 : 2
  }

  @MainActor
  private static func measure(_ id: String?, in packagePath: String, to output: String) async -> Int32 {
    let exercises: [Exercise]
    do {
      exercises = try ExerciseCatalog.exercises(id)
    } catch {
      log("Error: \(error)")
      return 65
    }
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL
    do {
      let report = try await ExerciseMeasurer(packageRoot: root, exercises: exercises, progress: log).measure()
      // Written whole or not at all: a reader never sees half a report.
      try Data(RequestFile.encoded(report)).write(to: URL(fileURLWithPath: output), options: .atomic)
      report.unproven.forEach(log)
      return report.allProven ? 0 : 2
    } catch {
      log("Error: \(error)")
      return 1
    }
  }

  static func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
