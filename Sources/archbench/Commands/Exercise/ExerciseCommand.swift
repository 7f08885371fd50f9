import ArgumentParser
import Exercises
import Foundation
import SampleRegistry

/// `archbench exercise`: teaching exercises and the change cost of each architecture.
struct ExerciseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercise",
    abstract: "Teaching exercises: list, show, check a student's solution, measure the reference solutions.",
    discussion: """
      Each exercise in Exercises/ has a task for students (<id>/README.md: what to build, learning objectives, \
      a hint per architecture), its own scenarios, and a reference solution per architecture with a teacher's \
      key, kept apart in Exercises/solutions/<id>/ (<architecture>.patch, KEY.md). check needs no solutions.

      Exit status: \(exit: .success) success; \(exit: .checkFailed) a scenario failed (check), or a reference solution \
      was not proven (measure); \(exit: .notARepository)–\(exit: .patchDoesNotApply) a git error, as for archbench \
      history (\(exit: .unknownRevision) an unknown --base); \(exit: .unknownExercise) unknown exercise or \
      architecture; \(exit: .notACheckout) not a git checkout, or its status cannot be read; \
      \(exit: .uncommittedChanges) uncommitted changes (measure); \(exit: .solutionDoesNotApply) a solution is missing \
      or no longer applies, or none is there (measure in a students' hand-out); \(exit: .samplesDoNotBuild) the \
      samples (your working tree's, or the solved ones) do not build or run; \(exit: .failure) another error; \
      \(exit: .badArgument) bad arguments; \(exit: .interrupted), \(exit: .terminated), \(exit: .hungUp) interrupted \
      by SIGINT, SIGTERM, SIGHUP (what it started is stopped).
      """,
    subcommands: [List.self, Show.self, Check.self, Measure.self]
  )
}

extension ExerciseCommand {
  /// `archbench exercise list`.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the exercises.")

    func run() {
      print(ExerciseRenderer.list(ExerciseCatalog.all), terminator: "")
    }
  }

  /// `archbench exercise show ID`.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Print an exercise's task, its scenarios, and where its reference solutions and teacher's key are.")

    @Argument(help: "The exercise, e.g. password-rule.")
    var id: String

    @Option(help: "The package whose Exercises/ folder to read.")
    var packagePath = "."

    func run() throws {
      let exercise = try ExerciseCatalog.exercise(id)
      let root = URL(fileURLWithPath: packagePath)
      let readme = root.appendingPathComponent(exercise.readmePath)
      guard let task = try? String(contentsOf: readme, encoding: .utf8) else {
        throw CommandFailure("cannot read \(readme.path)")
      }
      var text = task.hasSuffix("\n") ? task : task + "\n"
      text += "\nScenarios:\n" + exercise.scenarios.map { "  \($0.name)\n" }.joined()
      let solutions = Architecture.all.map { exercise.solutionPath(for: $0) }
      let present = solutions.map { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
      if present.contains(true) {
        text += "Reference solutions:\n"
        for (architecture, (path, isPresent)) in zip(Architecture.all, zip(solutions, present)) {
          text += "  \(architecture.name): \(isPresent ? path : "missing")\n"
        }
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(exercise.keyPath).path) {
          text += "Teacher's key: \(exercise.keyPath)\n"
        }
      } else {
        // A students' hand-out leaves Exercises/solutions/ out on purpose: nothing is missing.
        text += "Reference solutions: not in this copy (Exercises/solutions/ is the teacher's)\n"
      }
      print(text, terminator: "")
    }
  }
}
