import ArgumentParser
import Exercises
import ExercisesModel
import Foundation
import Git
import SampleRegistry
import Support

/// `archbench exercise measure [ID]`: the reference solutions, proven and measured.
struct MeasureExercises: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Apply each reference solution, prove it, and print the extensibility table.",
    discussion: """
      Runs the scenarios on the committed samples (each architecture must fail), applies every architecture's \
      solution with libgit2 into .build-exercises/tree, builds archbench there and runs the scenarios again \
      (all must pass). The cost of each solution is libgit2's diff of its patch in the architecture's folder, its \
      source (the folder but its Tests/) and its tests (Tests/) apart. \
      Needs a clean checkout. A cold run builds the package once (minutes); later exercises build incrementally.
      """
  )

  @Argument(help: "One exercise; all when left out.")
  var id: String?

  @Option(help: "The output format: markdown (the extensibility table), or json.")
  var format = FormatOption<MeasureExercises>(.markdown)

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: "The package: a clean git checkout of archbench.")
  var packagePath = "."

  @MainActor
  func run() async throws {
    let request = ExerciseMeasureRequest(exercise: id, format: format.value, output: output, packagePath: packagePath)
    try checkOutputs(request.output)
    let root = URL(fileURLWithPath: request.packagePath).standardizedFileURL
    var exercises = ExerciseCatalog.all
    if let id = request.exercise {
      do { exercises = [try ExerciseCatalog.exercise(id)] } catch { throw ExerciseCommand.fail(error) }
    }
    let measurer = ExerciseMeasurer(packageRoot: root, exercises: exercises, progress: standardError)
    var unsolved: [ScenarioResult] = []
    let report: ExtensibilityReport
    do {
      _ = try measurer.head()
      standardError("[exercise] the scenarios on the committed samples (each architecture must fail)…")
      for exercise in exercises { unsolved += await ScenarioRunner.run(exercise, on: Architecture.all) }
      report = try await measurer.measure(unsolved: unsolved)
    } catch let error as ExerciseError {
      throw ExerciseCommand.fail(error)
    } catch let error as GitError {
      // Exporting a solved tree reads the repository: its errors keep their documented codes (10–16).
      throw ExerciseCommand.fail(.git(error))
    }
    try writeOutput(ExerciseOutput.extensibility(report, as: request.format), to: request.output)
    for entry in report.entries {
      for architecture in report.architectures
      where entry.hasSolution(architecture.id) && !entry.isProven(architecture.id) {
        let solvedFailures = entry.solved.filter { $0.architecture == architecture.id && !$0.passed }
        let reason =
          solvedFailures.isEmpty
          ? "its scenarios already pass without the solution"
          : solvedFailures.map { "\($0.scenario): \($0.message ?? "")" }.joined(separator: "; ")
        standardError("not proven: \(entry.exercise) for \(architecture.name): \(reason)")
      }
    }
    if !report.allProven { throw ExitStatus.checkFailed.exitCode }
  }
}

extension MeasureExercises: FormatChoices {
  static var formats: [OutputFormat] { ExerciseOutput.measureFormats }
}
