import Latency
import Testing

/// The SwiftUI reference app runs every latency step to completion, as the other subjects do.
@MainActor
@Suite("SwiftUI reference")
struct SwiftUIReferenceTests {
  @Test func everyStepRunsOnTheSwiftUIReference() async throws {
    let harness = LatencyHarness(
      configuration: HarnessTests.tiny(), subjects: [Subject.swiftUIReference], steps: Step.all)

    let report = await harness.run()

    #expect(report.failures == [])
    let measurements = report.measurements.filter { $0.subject == "reference-swiftui" }
    #expect(measurements.map(\.step) == Step.all.map(\.id))
    for measurement in measurements {
      #expect(measurement.iterations == 2)
      #expect(measurement.latency.p50 > 0)
      // A refresh that finds nothing new may leave the tree as it was; every other step changes it.
      if measurement.step != "list.refresh" {
        #expect(measurement.elementUpdates.mean > 0, "\(measurement.step) changed no element")
      }
    }
  }
}
