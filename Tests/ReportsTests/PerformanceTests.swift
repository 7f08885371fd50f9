import Foundation
import LatencyModel
import Testing

@testable import Reports

@Suite("Performance from a latency run")
struct PerformanceTests {
  @Test("ratios to the reference, allocations, frame misses and super-linear steps")
  func figures() throws {
    let latency = Fixtures.latency()
    let mvc = try #require(PerformanceFigures(subject: "mvc", in: latency))
    #expect(mvc.p50RatioGeometricMean == 2)
    #expect(mvc.p99RatioGeometricMean == 2)
    #expect(mvc.medianAllocationsPerDispatch == 12)
    #expect(mvc.over16msShare == 0)
    #expect(mvc.over8msShare == 0.5)
    #expect(mvc.superLinearSteps.isEmpty)
    let viper = try #require(PerformanceFigures(subject: "viper", in: latency))
    #expect(viper.p50RatioGeometricMean == 4)
    #expect(viper.over16msShare == 0.5)
    #expect(viper.superLinearSteps == ["list.search"])
    #expect(PerformanceFigures(subject: "redux", in: latency) == nil)
  }

  @Test("the geometric mean weighs a step twice as slow like one twice as fast")
  func geometricMean() {
    #expect(PerformanceFigures.geometricMean([2, 0.5]) == 1)
    #expect(abs(PerformanceFigures.geometricMean([1, 4, 16]) - 4) < 1e-9)
  }

  @Test("Performance scores ×ref by its bands: ×2 scores 2, ×4 scores 1")
  func scores() throws {
    let card = Scorecard(data: Fixtures.dataWithLatency(), weights: .defaults)
    let row = try #require(card.rows.first { $0.criterion == .performance })
    #expect(row.scores == ["mvc": 2, "viper": 1])
    #expect(row.evidence == ["mvc": 2, "viper": 4])
    #expect(Scorecard(data: Fixtures.data(), weights: .defaults).rows.last?.scores.isEmpty == true)
  }

  @Test("the README's latency section shows p50 / p99 and the ratio per step, escaped")
  func section() {
    let lines = LatencyRenderer.section(Fixtures.dataWithLatency())
    #expect(lines.contains("| 1 login.keystroke | 8 | 100.0 / 200.0 | 200.0 / 400.0 ×2.00 | 400.0 / 800.0 ×4.00 |"))
    #expect(lines.contains("| 6 list.search | 100 | 800.0 / 900.0 | 1600.0 / 1800.0 ×2.00 | 3200.0 / 3600.0 ×4.00 |"))
    #expect(lines.contains("| MVC | – | ×2.00 | ×2.00 | 12 | 0.0 % | 50.0 % | none |"))
    // A run that did not record toolkits is one group, against the floor, with no toolkit-cost table.
    #expect(lines.contains("### Samples"))
    #expect(!lines.contains("### The cost of each toolkit"))
    #expect(!lines.joined().contains("<script"))
    #expect(
      LatencyRenderer.section(Fixtures.data()) == [
        "## Latency (timing-dependent)", "", ReportMarkdownRenderer.notMeasured, "",
      ])
  }

  @Test("the latency section groups the samples by toolkit, each against its toolkit's reference")
  func groupedByToolkit() throws {
    var data = Fixtures.data()
    let hostile = data.architectures[1].name
    func row(_ subject: String, _ name: String, _ toolkit: Toolkit, _ factor: Double) -> LatencyModel.Measurement {
      LatencyModel.Measurement(
        subject: subject, subjectName: name, toolkit: toolkit.rawValue, step: "login.keystroke", stepNumber: 1,
        events: 8, fixture: "standard", iterations: 100,
        latency: LatencyDistribution(
          p50: UInt64(100_000 * factor), p90: UInt64(200_000 * factor), p99: UInt64(200_000 * factor),
          max: UInt64(200_000 * factor), min: 1, mean: 100_000 * factor),
        ratioToReference: nil, allocations: CountDistribution(counts: [10]),
        elementUpdates: CountDistribution(counts: [1]), renders: CountDistribution(counts: [1]),
        frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0))
    }
    let measurements = ReferenceRatio.apply(
      to: [
        row("reference", "Reference", .none, 1), row(Toolkit.uikit.referenceID, "UIKit reference", .uikit, 1.5),
        row(Toolkit.swiftui.referenceID, "SwiftUI reference", .swiftui, 3), row("mvc", "MVC", .uikit, 2),
        row("viper", hostile, .swiftui, 4),
      ], referenceID: "reference")
    var latency = Fixtures.latency()
    latency.measurements = measurements
    latency.scaling = []
    data.latency = latency
    for index in data.architectures.indices {
      data.architectures[index].performance = PerformanceFigures(subject: data.architectures[index].id, in: latency)
    }

    let lines = LatencyRenderer.section(data)

    #expect(lines.contains("### The cost of each toolkit"))
    #expect(lines.contains("| 1 login.keystroke | 8 | 100.0 / 200.0 | 150.0 / 300.0 ×1.50 | 300.0 / 600.0 ×3.00 |"))
    #expect(lines.contains("### UIKit-style (HeadlessUIKit) samples"))
    #expect(lines.contains("| Step | N | UIKit reference | MVC |"))
    #expect(lines.contains("| 1 login.keystroke | 8 | 150.0 / 300.0 | 200.0 / 400.0 ×1.33 |"))
    #expect(lines.contains("### SwiftUI-style (HeadlessSwiftUI) samples"))
    #expect(lines.contains("| 1 login.keystroke | 8 | 300.0 / 600.0 | 400.0 / 800.0 ×1.33 |"))
    #expect(lines.contains("| MVC | UIKit-style (HeadlessUIKit) | ×1.33 | ×1.33 | 10 | 0.0 % | 0.0 % | none |"))
    // Performance is scored from the ratio to the sample's own toolkit's reference.
    let mvc = try #require(data.architectures.first { $0.id == "mvc" }?.performance)
    #expect(mvc.p50RatioGeometricMean == 1.333)
  }
}
