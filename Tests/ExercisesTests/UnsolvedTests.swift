import Exercises
import SampleRegistry
import Testing

/// Every exercise's scenarios fail on the samples as committed, for every architecture:
/// an exercise a sample already passes would teach nothing and measure nothing.
@MainActor
@Suite("Exercise scenarios on the unsolved samples")
struct UnsolvedTests {
  @Test("every architecture fails at least one scenario", arguments: ExerciseCatalog.all)
  func failsUnsolved(_ exercise: Exercise) async {
    let results = await ScenarioRunner.run(exercise, on: Architecture.all)
    #expect(results.count == exercise.scenarios.count * Architecture.all.count)
    for architecture in Architecture.all {
      let own = results.filter { $0.architecture == architecture.id }
      #expect(own.contains { !$0.passed }, "\(exercise.id) already passes on \(architecture.name)")
      for failure in own where !failure.passed {
        #expect(failure.message?.isEmpty == false)
      }
    }
  }
}
