import FloorReference
import Latency
import SampleRegistry
import ServiceKit
import Testing

/// The harness runs every step to completion and sees what it should: the reference, a real sample, a slowed variant.
@MainActor
@Suite("Harness")
struct HarnessTests {
  static func tiny(sizes: [Int] = [10]) -> HarnessConfiguration {
    var configuration = HarnessConfiguration()
    configuration.iterations = 2
    configuration.warmUpIterations = 1
    configuration.sizes = sizes
    // Counting is process-wide; only the serialized allocation tests use it (see AllocationCounterTests).
    configuration.countsAllocations = false
    // The gate's own tests script the host's speed; these run on whatever speed it has.
    configuration.speedTolerance = nil
    return configuration
  }

  @Test func everyStepRunsOnTheReferenceAndMVC() async throws {
    let harness = LatencyHarness(configuration: Self.tiny(), subjects: [Subject(.mvc)], steps: Step.all)

    let report = await harness.run()

    #expect(report.failures == [])
    // The floor, and the reference on MVC's toolkit, come with it.
    #expect(report.measurements.count == Step.all.count * 3)
    #expect(Set(report.measurements.map(\.subject)) == ["reference", "reference-uikit", "mvc"])
    for measurement in report.measurements {
      #expect(measurement.iterations == 2)
      #expect(measurement.latency.p50 > 0)
      // A refresh that finds nothing new may leave the tree as it was; every other step changes it.
      if measurement.step != "list.refresh" {
        #expect(measurement.elementUpdates.mean > 0, "\(measurement.subject) \(measurement.step) changed no element")
      }
    }
    #expect(report.measurements.filter { $0.subject == "reference" }.allSatisfy { $0.ratioToReference == 1 })
    #expect(report.measurements.filter { $0.subject == "mvc" }.allSatisfy { $0.referenceSubject == "reference-uikit" })
    #expect(
      report.measurements.filter { $0.subject == "reference-uikit" }.allSatisfy { $0.referenceSubject == "reference" })
  }

  @Test func roundsShareTheIterationsExactly() {
    var configuration = HarnessConfiguration()
    #expect((0..<5).map { configuration.iterations(forEvents: 100, round: $0) } == [40, 40, 40, 40, 40])
    #expect((0..<5).map { configuration.iterations(forEvents: 10_000, round: $0) } == [10, 10, 10, 10, 10])
    configuration.iterations = 7
    configuration.rounds = 3
    #expect((0..<4).map { configuration.iterations(forEvents: 8, round: $0) } == [3, 2, 2, 0])
    configuration.iterations = 2
    #expect((0..<3).map { configuration.iterations(forEvents: 8, round: $0) } == [1, 1, 0])
  }

  @Test func samplesArePooledOverTheRounds() async throws {
    var configuration = Self.tiny()
    configuration.iterations = 4
    configuration.rounds = 3
    let harness = LatencyHarness(
      configuration: configuration, subjects: [.withoutToolkit(.mvc)], steps: try Step.matching(["login.keystroke"]))

    let report = await harness.run()

    #expect(report.failures == [])
    #expect(report.run.rounds == 3)
    #expect(report.measurements.map(\.iterations) == [4, 4])
  }

  @Test func scalingStepsRunOncePerSizeOnTheirGeneratedFixture() async throws {
    let harness = LatencyHarness(
      configuration: Self.tiny(sizes: [10, 30]), subjects: [],
      steps: try Step.matching(["list.search", "login.keystroke"]))

    let report = await harness.run()

    #expect(report.failures == [])
    #expect(report.measurements.map(\.step) == ["login.keystroke", "list.search", "list.search"])
    #expect(report.measurements.map(\.events) == [8, 10, 30])
    #expect(report.measurements.map(\.fixture) == ["standard", "generated", "generated"])
    #expect(report.scaling.map(\.step) == ["list.search"])
    #expect(report.scaling.first?.sizes == [10, 30])
  }

  @Test func aDeliberatelySlowedSubjectIsDetected() async throws {
    let slowed = SlowedSubject.make(delay: .milliseconds(20))
    let harness = LatencyHarness(
      configuration: Self.tiny(), subjects: [slowed], steps: try Step.matching(["login.keystroke"]))

    let report = await harness.run()

    let reference = try #require(report.measurements.first { $0.subject == "reference" })
    let measured = try #require(report.measurements.first { $0.subject == "slowed" })
    #expect(measured.latency.min >= 20_000_000)
    #expect(measured.frameBudgetMisses.over16ms == 1)
    #expect(measured.latency.p50 > reference.latency.p50)
    #expect((measured.ratioToReference ?? 0) > 1)
  }

  @Test func theHarnessOverheadIsMeasuredAndNotSubtracted() async throws {
    let overhead = try await HarnessOverheadMeter.measure(iterations: 5, warmUp: 2, countingAllocations: false)

    #expect(overhead.iterations == 5)
    #expect(overhead.latency.p50 > 0)
    #expect(!overhead.subtracted)
    #expect(overhead.allocations == nil)
  }

  @Test func aStepWhosePreconditionFailsIsReportedNotFatal() async throws {
    let broken = Subject(id: "broken", name: "Broken") { application, backend, storage in
      ReferenceApp.launch(in: application, backend: backend, storage: storage)
      application.content = nil
    }
    let harness = LatencyHarness(
      configuration: Self.tiny(), subjects: [broken], steps: try Step.matching(["login.keystroke"]))

    let report = await harness.run()

    #expect(report.measurements.map(\.subject) == ["reference"])
    #expect(report.failures.map(\.subject) == ["broken"])
    #expect(report.failures.first?.reason.contains("Username") == true)
  }
}
