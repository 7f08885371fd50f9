import Foundation
import Testing

@testable import Reports

@Suite("Scorecard")
struct ScorecardTests {
  @Test("evidence maps to 1–5 by min–max scaling")
  func scaling() {
    #expect(Scorecard.scale(["a": 0, "b": 5, "c": 10]) == ["a": 1, "b": 3, "c": 5])
    #expect(Scorecard.scale(["a": 2, "b": 2]) == ["a": 3, "b": 3])
    #expect(Scorecard.scale([:]).isEmpty)
  }

  @Test("the weighted total and the disagreement marker")
  func totals() throws {
    let card = Scorecard(data: Fixtures.data(), weights: .defaults)
    // VIPER separates roles better and is better tested; MVC is smaller.
    let row = { (c: Criterion) in card.rows.first { $0.criterion == c }! }
    #expect(row(.responsibilities).scores == ["mvc": 1, "viper": 5])
    #expect(row(.testability).scores == ["mvc": 1, "viper": 5])
    #expect(row(.easeOfUse).scores == ["mvc": 5, "viper": 1])
    #expect(row(.performance).scores.isEmpty)
    let expected: Double = 8  // 1 + 1 + 5 + 1
    #expect(card.totals["mvc"] == expected)
    // MVC's published testability is 1, measured 1: agree. Its published responsibilities is 2: agree.
    #expect(!card.disagrees(.testability, architecture: "mvc"))
    #expect(card.disagrees(.maintainability, architecture: "viper") == false)
  }

  @Test("performance scores the instruction ratio, which every run repeats, before the p50 ratio")
  func performanceCountsInstructions() {
    var data = Fixtures.dataWithLatency()
    // MVC is the faster by p50 in the fixture; the counts say the opposite.
    data.architectures[0].instructionRatioGeometricMean = 2.0
    data.architectures[1].instructionRatioGeometricMean = 1.1
    let byCount = Scorecard(data: data, weights: .defaults).rows.first { $0.criterion == .performance }
    let byTime = Scorecard(data: Fixtures.dataWithLatency(), weights: .defaults).rows.first {
      $0.criterion == .performance
    }

    #expect(byCount?.scores == ["mvc": 1, "viper": 5])
    #expect(byTime?.scores != byCount?.scores)
  }

  @Test("weights from JSON keep defaults for missing keys")
  func weights() throws {
    let weights = try JSONDecoder().decode(Weights.self, from: Data(#"{"testability": 2.5}"#.utf8))
    #expect(weights.testability == 2.5)
    #expect(weights.easeOfUse == 1)
    let card = Scorecard(data: Fixtures.data(), weights: weights)
    let expected: Double = 23.5  // 5 + 2.5 × 5 + 1 + 5
    #expect(card.totals["viper"] == expected)
  }
}
