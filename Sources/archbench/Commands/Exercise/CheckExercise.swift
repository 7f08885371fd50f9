import ArgumentParser
import Exercises
import Foundation
import Git
import SampleRegistry

/// `archbench exercise check ID --arch X`: a student's solution, checked.
struct CheckExercise: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run an exercise's scenarios against your working tree, and measure what your change costs.",
    discussion: """
      Run it with `swift run archbench exercise check ID --arch X`: the scenarios drive the samples built from \
      your working tree. The change cost is libgit2's diff of your working tree (committed or not, new files \
      included) against --base, counted in the architecture's folder. Exit status as for archbench exercise.
      """
  )

  @Argument(help: "The exercise, e.g. password-rule.")
  var id: String

  @Option(help: "The architecture you changed (mvc, mvvm, mvvmc, mvp, viper, clean, redux), or all.")
  var arch: String

  @Option(help: "The revision you started from.")
  var base = "HEAD"

  @Option(help: "The output format: text or json (the scenario results).")
  var format: CheckFormat = .text

  @Flag(help: "Skip the change cost (no git needed).")
  var noCost = false

  @Option(help: "The package: a git checkout of archbench.")
  var packagePath = "."

  enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @MainActor
  func run() async throws {
    let exercise: Exercise
    let architectures: [Architecture]
    var cost: (ChangeCost, base: String, directory: String)?
    do {
      exercise = try ExerciseCatalog.exercise(id)
      architectures = try ExerciseCommand.architectures(arch)
      if !noCost, architectures.count == 1 { cost = try changeCost(in: architectures[0]) }
    } catch {
      throw ExerciseCommand.fail(error)
    }
    let results = await ScenarioRunner.run(exercise, on: architectures)
    switch format {
    case .text: print(ExerciseOutput.check(results, cost: cost), terminator: "")
    case .json: print(ExerciseOutput.json(results), terminator: "")
    }
    if results.contains(where: { !$0.passed }) { throw ExitCode(2) }
  }

  /// The working tree's change in the architecture's folder against `--base`.
  private func changeCost(
    in architecture: Architecture
  ) throws(ExerciseError) -> (
    ChangeCost, base: String, directory: String
  ) {
    do {
      let repository = try Repository.open(packagePath)
      if repository.isBare { throw ExerciseError.notACheckout(packagePath, reason: "the repository is bare") }
      let start = try repository.commit(base)
      let prefix = repository.prefix(of: packagePath)
      let changes = try repository.diffToWorkingTree(from: start)
      return (
        ChangeCost(changes, under: prefix + architecture.directory), "\(base) (\(start.id.short))",
        architecture.directory
      )
    } catch let error as ExerciseError {
      throw error
    } catch let error as GitError {
      throw .notACheckout(packagePath, reason: error.description)
    } catch {
      throw .notACheckout(packagePath, reason: "\(error)")
    }
  }

}
