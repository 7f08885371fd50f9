import ExercisesModel
import SampleRegistry
import UITestDriver

/// Runs exercises' scenarios in this process, against the samples this binary was built
/// from: a student's working tree when they run `swift run archbench exercise check`.
///
/// Each scenario runs under ``SerialExecution``: a live change took 1 to 440 main-actor turns
/// to reach a view model when continuations resumed on the global executor, and the driver's
/// idle wait gave up after three, so scenarios on live updates failed under load (Clean's event
/// count, VIP's and Clean's unread badge).
///
/// ```swift
/// let results = await ScenarioRunner.run(exercise, on: [.mvc])
/// results.allSatisfy(\.passed)
/// ```
@MainActor
public enum ScenarioRunner {
  public static func run(_ exercise: Exercise, on architectures: [Architecture]) async -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    for architecture in architectures {
      for scenario in exercise.scenarios {
        do {
          try await SerialExecution.run { try await scenario.run(architecture) }
          results.append(
            ScenarioResult(exercise: exercise.id, scenario: scenario.name, architecture: architecture.id, passed: true))
        } catch {
          results.append(
            ScenarioResult(
              exercise: exercise.id, scenario: scenario.name, architecture: architecture.id, passed: false,
              message: "\(error)"))
        }
      }
    }
    return results
  }
}
