import ChildProcess
import Exercises
import ExercisesModel
import Foundation

/// `archbench-exercise REQUEST`: an exercise's scenarios against the samples this program was
/// built from, which is how `archbench exercise check` grades a working tree and `exercise
/// measure` a solved one: each builds this program from that tree and runs it.
///
/// It reads one ``ExerciseRunRequest`` (a JSON file, or `-` for standard input) and prints one
/// ``ExerciseRunResult`` as JSON on standard output. It links the samples and the scenario
/// driver, and none of archbench's CLI, so a tree builds it without swift-syntax.
///
/// Exit status: 0 every scenario passed; 2 a scenario failed (the result says which); 64 not one
/// argument; 65 a request it cannot read (unreadable, malformed, another schema version) or
/// cannot run (an unknown exercise or architecture).
///
/// ```
/// $ echo '{"schema": 1, "exercise": "note-limit", "architecture": "mvc"}' | archbench-exercise -
/// ```
@main
enum ExerciseProgram {
  static func main() async {
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      log("usage: archbench-exercise REQUEST (an ExerciseRunRequest as JSON, or - for standard input)")
      return 64
    }
    let result: ExerciseRunResult
    do {
      result = try await ExerciseRun(request: try ExerciseRun.read(from: path)).perform()
    } catch {
      log("Error: \(error)")
      return 65
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Plain Codable values always encode.
    FileHandle.standardOutput.write(try! encoder.encode(result) + Data("\n".utf8))
    return result.results.allSatisfy(\.passed) ? 0 : 2
  }

  static func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
