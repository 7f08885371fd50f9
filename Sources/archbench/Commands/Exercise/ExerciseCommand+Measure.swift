import ArgumentParser
import ChildProcess
import Exercises
import ExercisesModel
import Foundation
import Support

extension ExerciseCommand {
  /// `archbench exercise measure [ID]`: the reference solutions, proven and measured.
  struct Measure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "measure",
      abstract: "Apply each reference solution, prove it, and print the extensibility table.",
      discussion: """
        Runs the scenarios on the committed samples (each architecture must fail), applies every architecture's \
        solution with libgit2 into .build-exercises/tree, builds archbench-exercise there and runs the scenarios again \
        (all must pass). The cost of each solution is libgit2's diff of its patch in the architecture's folder, its \
        source (the folder but its Tests/) and its tests (Tests/) apart. \
        Needs a clean checkout. A cold run builds the package once (minutes); later exercises build incrementally.
        """
    )

    @Argument(help: "One exercise; all when left out.")
    var id: String?

    @Option(help: "The output format: markdown (the extensibility table), or json.")
    var format = FormatOption<ExerciseCommand.Measure>(.markdown)

    @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "The package: a clean git checkout of archbench.")
    var packagePath = "."

    @MainActor
    func run() async throws {
      // Interrupted before its first child runs, it says so too, and ends by the signal.
      Interruption.install()
      try checkOutputs(output)
      let exercises = try ExerciseCatalog.exercises(id)
      let root = URL(fileURLWithPath: packagePath).standardizedFileURL
      let report = try await ExerciseMeasurer(packageRoot: root, exercises: exercises, progress: standardError)
        .measure()
      try writeOutput(ExerciseRenderer.extensibility(report, as: format.value), to: output)
      report.unproven.forEach(standardError)
      if !report.allProven { throw ExitStatus.checkFailed.exitCode }
    }
  }
}

extension ExerciseCommand.Measure: FormatChoices {
  typealias Format = ExerciseRenderer.MeasureFormat
}
