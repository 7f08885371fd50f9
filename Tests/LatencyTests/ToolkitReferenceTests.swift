import Latency
import LatencyModel
import Testing

/// Each toolkit's reference app runs every latency step to completion, as the samples it is the baseline of do.
@MainActor
@Suite("Toolkit references")
struct ToolkitReferenceTests {
  @Test(arguments: [Subject.uikitReference, Subject.swiftUIReference])
  func everyStepRuns(on reference: Subject) async throws {
    let harness = LatencyHarness(configuration: HarnessTests.tiny(), subjects: [reference], steps: Step.all)

    let report = await harness.run()

    #expect(report.failures == [])
    let measurements = report.measurements.filter { $0.subject == reference.id }
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

  /// LatencyModel writes the ids out, so that reading results needs no app: they must be the apps' own.
  @Test(arguments: Toolkit.allCases)
  func theWrittenOutIdIsTheReferenceAppsOwn(_ toolkit: Toolkit) {
    let reference = Subject.reference(on: toolkit)
    #expect(toolkit.referenceID == reference.id)
    #expect(reference.toolkit == toolkit)
    #expect(reference.isReference)
  }
}
