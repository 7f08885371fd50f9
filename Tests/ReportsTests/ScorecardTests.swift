import Foundation
import Testing

@testable import Reports

@Suite("Scorecard")
struct ScorecardTests {
  /// The committed report's data: nine real samples.
  static func committed() throws -> ReportData {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try JSONDecoder().decode(
      ReportData.self, from: Data(contentsOf: root.appendingPathComponent("Reports/metrics.json")))
  }

  @Test("bands score each side of every edge, an edge itself taking the better band")
  func bands() {
    let higher = Bands(edges: [0.6, 0.7, 0.8, 0.9], higherIsBetter: true, spacing: .linear)
    #expect([0.59, 0.6, 0.69, 0.7, 0.8, 0.9, 1].map(higher.score) == [1, 2, 2, 3, 4, 5, 5])
    let lower = Bands(edges: [1.1, 1.25, 1.5, 2], higherIsBetter: false, spacing: .geometric)
    #expect([0.9, 1.1, 1.11, 1.25, 1.5, 2, 2.01].map(lower.score) == [5, 5, 4, 4, 3, 2, 1])
  }

  @Test("moving the bands one band asks one band more (or less) of the evidence, extending the spacing")
  func shifted() {
    let linear = Bands(edges: [2, 3, 4, 5], higherIsBetter: false, spacing: .linear)
    #expect(linear.shifted(by: 1).edges == [1, 2, 3, 4])
    #expect(linear.shifted(by: -1).edges == [3, 4, 5, 6])
    let geometric = Bands(edges: [1, 1.5, 2.25, 3.375], higherIsBetter: true, spacing: .geometric)
    #expect(geometric.shifted(by: 1).edges == [1.5, 2.25, 3.375, 5.0625])
    #expect(geometric.shifted(by: -1).edges.map { ($0 * 1000).rounded() / 1000 } == [0.667, 1, 1.5, 2.25])
    #expect(geometric.shifted(by: 1).score(1.6) == 2)
  }

  @Test("each criterion scores its own evidence by its bands")
  func fixtureScores() throws {
    let card = Scorecard(data: Fixtures.data(), weights: .defaults)
    let row = { (c: Criterion) in card.row(c)! }
    // MVC: roles 200 and 600 lines → 1.755 effective roles; VIPER three equal roles → 3.
    #expect(row(.responsibilities).scores == ["mvc": 3, "viper": 4])
    #expect(row(.testability).evidence == ["mvc": 0.325, "viper": 0.775])
    #expect(row(.testability).scores == ["mvc": 1, "viper": 3])
    #expect(row(.easeOfUse).evidence == ["mvc": 800, "viper": 1200])
    #expect(row(.easeOfUse).scores == ["mvc": 5, "viper": 3])
    #expect(row(.maintainability).scores == ["mvc": 4, "viper": 5])
    #expect(row(.performance).scores.isEmpty)
    #expect(card.totals == ["mvc": 13, "viper": 15])
  }

  @Test("a tenth architecture, one removed or one changed leaves every other sample's scores as they were")
  func anchored() throws {
    let data = try Self.committed()
    #expect(data.architectures.count == 9)
    let before = Scorecard(data: data, weights: .defaults)
    func scores(_ card: Scorecard, _ id: String) -> [Criterion: Int] {
      Dictionary(uniqueKeysWithValues: card.rows.compactMap { row in row.scores[id].map { (row.criterion, $0) } })
    }

    var tenth = data
    var fake = data.architectures[0]
    fake.id = "fake"
    fake.name = "Fake"
    fake.production.codeLines *= 5
    fake.instructionRatioGeometricMean = 9
    fake.roles =
      fake.roles.map {
        var role = $0
        role.lines *= 7
        return role
      } + [RoleSize(role: "Extra", files: 40, lines: 9000)]
    tenth.architectures.append(fake)
    let after = Scorecard(data: tenth, weights: .defaults)
    #expect(scores(after, "fake")[.easeOfUse] == 1)

    var removed = data
    removed.architectures.removeAll { $0.id == "vip" }
    var changed = data
    changed.architectures[changed.architectures.firstIndex { $0.id == "mvvm" }!].production.codeLines = 10
    let withoutVIP = Scorecard(data: removed, weights: .defaults)
    let withMVVMChanged = Scorecard(data: changed, weights: .defaults)
    for a in data.architectures {
      #expect(scores(after, a.id) == scores(before, a.id), "\(a.id) with a tenth architecture")
      if a.id != "vip" { #expect(scores(withoutVIP, a.id) == scores(before, a.id), "\(a.id) without VIP") }
      if a.id != "mvvm" { #expect(scores(withMVVMChanged, a.id) == scores(before, a.id), "\(a.id) with MVVM changed") }
    }
  }

  @Test("an unproven reference solution leaves Maintainability unscored")
  func unproven() {
    var data = Fixtures.data()
    data.architectures[0].changeCost?.allProven = false
    let card = Scorecard(data: data, weights: .defaults)
    #expect(card.row(.maintainability)?.scores == ["viper": 5])
    #expect(card.publishedCriteriaTotal(architecture: "mvc") == nil)
  }

  @Test("S2's MVVM is set beside MVVM (UIKit), not the SwiftUI MVVM")
  func opinionBesideLike() {
    #expect(PublishedOpinion.score(.testability, architecture: "mvvm") == nil)
    #expect(PublishedOpinion.score(.testability, architecture: "mvvm-uikit") == 4)
    #expect(PublishedOpinion.architectures == ["mvc", "mvp", "mvvm-uikit", "viper"])
  }

  @Test("a disagreement names the figure that drives it and what the opinion would need")
  func disagreementReasons() {
    #expect(
      Disagreement.reason(.maintainability, value: 5.86, measured: 1, published: 4)
        == "5.86 files per change scores 1; S2's 4 would need at most 3.00 files per change")
    #expect(
      Disagreement.reason(.testability, value: 0.95, measured: 5, published: 1)
        == "0.950 scores 5; S2's 1 would need below 0.600")
    #expect(
      Disagreement.reason(.easeOfUse, value: 700, measured: 5, published: 3)
        == "700 lines scores 5; S2's 3 would need more than 1,000 lines")
    let card = Scorecard(data: Fixtures.data(), weights: .defaults)
    // VIPER: published 5 on testability and 1 on ease of use, measured 3 and 3.
    let viper = Disagreement.all(in: card).filter { $0.sample == "viper" }
    #expect(viper.map(\.criterion) == [.testability, .easeOfUse])
    #expect(
      viper.map(\.reason) == [
        "0.775 scores 3; S2's 5 would need at least 0.900",
        "1,200 lines scores 3; S2's 1 would need more than 1,600 lines",
      ])
  }

  @Test("weights from JSON keep defaults for missing keys")
  func weights() throws {
    let weights = try JSONDecoder().decode(Weights.self, from: Data(#"{"testability": 2.5}"#.utf8))
    #expect(weights.testability == 2.5)
    #expect(weights.easeOfUse == 1)
    let card = Scorecard(data: Fixtures.data(), weights: weights)
    let expected: Double = 19.5  // 4 + 2.5 × 3 + 3 + 5
    #expect(card.totals["viper"] == expected)
  }
}
