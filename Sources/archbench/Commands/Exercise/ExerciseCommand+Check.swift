import ArgumentParser
import ChildProcess
import Exercises
import ExercisesModel
import Foundation
import Git
import SampleRegistry
import Support

extension ExerciseCommand {
  /// `archbench exercise check ID --arch X`: a student's solution, checked.
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Run an exercise's scenarios against your working tree, and measure what your change costs.",
      discussion: """
        The scenarios drive the samples of your working tree: archbench builds its archbench-exercise first (swift build \
        --product archbench-exercise in --package-path: the samples without swift-syntax or the CLI) and runs it, \
        whatever archbench you started. A tree that does not build exits \(exit: .samplesDoNotBuild), with the build's \
        log in .build-exercises/check.build.log; --program runs an archbench-exercise you built instead. The change cost \
        is libgit2's diff of your working tree (committed or not, new files included) against --base, counted in the \
        architecture's folder: its source (the folder but its Tests/) and its tests (Tests/) apart. Exit status as for \
        archbench exercise; \(exit: .unknownRevision) for an unknown --base.
        """
    )

    @Argument(help: "The exercise, e.g. password-rule.")
    var id: String

    @Option(
      help: "The architecture you changed (mvc, mvvm, mvvmc, mvvm-uikit, mvp, viper, vip, clean, redux), or all.")
    var arch: String

    @Option(help: "The revision you started from.")
    var base = "HEAD"

    @Option(help: "The output format: text, or json (the scenario results and the change cost).")
    var format = FormatOption<ExerciseCommand.Check>(.text)

    @Flag(help: "Skip the change cost (no git needed).")
    var noCost = false

    @Option(help: "The package: a git checkout of archbench.")
    var packagePath = "."

    @Option(
      help: ArgumentHelp(
        "Run this archbench-exercise instead of building the working tree's: the samples it was built from.",
        valueName: "path"))
    var program: String?

    @MainActor
    func run() async throws {
      // Interrupted before its first child runs, it says so too, and ends by the signal.
      Interruption.install()
      let exercise = try ExerciseCatalog.exercise(id)
      let architectures = try Architecture.chosen(arch)
      var change: ExerciseCheck.Change?
      if !noCost, architectures.count == 1 { change = try self.change(in: architectures[0]) }
      let results = try await run(exercise)
      let check = ExerciseCheck(exercise: exercise.id, results: results, change: change)
      print(ExerciseRenderer.check(check, as: format.value), terminator: "")
      if results.contains(where: { !$0.passed }) { throw ExitStatus.checkFailed.exitCode }
    }

    /// The scenarios' results on the working tree's samples, by the `archbench-exercise` built
    /// from it (or `--program`).
    @MainActor
    private func run(_ exercise: Exercise) async throws(ExerciseError) -> [ScenarioResult] {
      let build = WorkingTreeBuild(
        packageRoot: URL(fileURLWithPath: packagePath).standardizedFileURL, progress: standardError)
      let binary: URL
      if let program { binary = URL(fileURLWithPath: program) } else { binary = try await build.build(for: exercise) }
      return try await build.results(of: exercise, architecture: arch, with: binary)
    }

    /// The working tree's change in the architecture's folder against `--base`.
    private func change(in architecture: Architecture) throws(ExerciseError) -> ExerciseCheck.Change {
      do {
        let repository = try Repository.open(packagePath)
        if repository.isBare { throw ExerciseError.notACheckout(packagePath, reason: "the repository is bare") }
        let start = try repository.commit(base)
        let prefix = repository.prefix(of: packagePath)
        let changes = try repository.diffToWorkingTree(from: start)
        return ExerciseCheck.Change(
          directory: architecture.directory, base: "\(base) (\(start.id.short))",
          cost: ChangeCost(changes, under: prefix + architecture.directory))
      } catch let error as ExerciseError {
        throw error
      } catch let error as GitError {
        if case .notARepository = error { throw .notACheckout(packagePath, reason: error.description) }
        throw .git(error)
      } catch {
        throw .notACheckout(packagePath, reason: "\(error)")
      }
    }

  }
}

extension ExerciseCommand.Check: FormatChoices {
  typealias Format = ExerciseRenderer.CheckFormat
}
