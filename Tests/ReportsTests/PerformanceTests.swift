import Foundation
import Latency
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

  @Test("the faster architecture scores 5 on Performance, the slower 1")
  func scores() throws {
    let card = Scorecard(data: Fixtures.dataWithLatency(), weights: .defaults)
    let row = try #require(card.rows.first { $0.criterion == .performance })
    #expect(row.scores == ["mvc": 5, "viper": 1])
    #expect(row.evidence == ["mvc": -2, "viper": -4])
    #expect(Scorecard(data: Fixtures.data(), weights: .defaults).rows.last?.scores.isEmpty == true)
  }

  @Test("the README's latency section shows p50 / p99 and the ratio per step, escaped")
  func section() {
    let lines = LatencyOutput.section(Fixtures.dataWithLatency())
    #expect(lines.contains("| 1 login.keystroke | 8 | 100.0 / 200.0 | 200.0 / 400.0 ×2.00 | 400.0 / 800.0 ×4.00 |"))
    #expect(lines.contains("| 6 list.search | 100 | 800.0 / 900.0 | 1600.0 / 1800.0 ×2.00 | 3200.0 / 3600.0 ×4.00 |"))
    #expect(lines.contains("| MVC | ×2.00 | ×2.00 | 12 | 0.0 % | 50.0 % | none |"))
    #expect(!lines.joined().contains("<script"))
    #expect(
      LatencyOutput.section(Fixtures.data()) == ["## Latency (timing-dependent)", "", MarkdownOutput.notMeasured, ""])
  }
}
