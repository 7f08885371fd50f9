import Testing

@testable import Reports

@Suite("Robustness")
struct RobustnessTests {
  /// MVC scores 3, 1, 5, 4, 2 and VIPER 4, 3, 3, 5, 1: neither dominates the other.
  static func data() -> ReportData {
    var data = Fixtures.dataWithLatency()
    var worse = data.architectures[0]
    worse.id = "worse"
    worse.name = "Worse"
    worse.production.codeLines = 1700  // Ease of use 1, the rest as MVC's
    data.architectures.append(worse)
    return data
  }

  @Test("the grid holds every weighting of 0–2 in steps of 0.5 but all zeros, and 3⁵ band settings")
  func grid() {
    #expect(Robustness.weightings().count == 5 * 5 * 5 * 5 * 5 - 1)
    #expect(Robustness.bandSettings().count == 243)
    #expect(Robustness.weightings().allSatisfy { $0.contains { $0 > 0 } })
  }

  @Test("ranks at the embedded weights, and their range over weightings and bands")
  func ranks() throws {
    let robustness = Robustness(data: Self.data())
    let mvc = try #require(robustness.ranks["mvc"])
    let viper = try #require(robustness.ranks["viper"])
    let worse = try #require(robustness.ranks["worse"])
    // Totals at the embedded weights: MVC 15, VIPER 16, Worse 11.
    #expect(viper.atDefaults == 1)
    #expect(mvc.atDefaults == 2)
    #expect(worse.atDefaults == 3)
    // Ease of use alone puts MVC first; responsibilities alone VIPER.
    #expect(mvc.overWeights == 1...2)
    #expect(viper.overWeights == 1...3)
    // Counting every criterion, MVC and VIPER each lead under some weighting; Worse is always last.
    #expect(mvc.everyCriterionCounted == 1...2)
    #expect(viper.everyCriterionCounted == 1...2)
    #expect(worse.everyCriterionCounted == 3...3)
    // Worse ties MVC where Ease of use weighs 0, so it shares rank 1 there.
    #expect(worse.overWeights.lowerBound == 1)
    #expect(mvc.overWeightsAndBands.lowerBound == 1)
  }

  @Test("an architecture another matches everywhere and beats once is dominated")
  func dominated() {
    let robustness = Robustness(data: Self.data())
    #expect(robustness.dominated == ["worse": ["mvc"]])
  }

  @Test("an architecture not scored on every criterion is not ranked")
  func unranked() {
    let robustness = Robustness(data: Fixtures.data())
    #expect(robustness.ranks.isEmpty)
  }
}
