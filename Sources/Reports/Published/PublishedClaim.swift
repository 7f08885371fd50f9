/// One published claim and the figure of archbench's that answers it: a row of the report's
/// *Published figures and ours*.
///
/// The claims are constants, quoted from their sources (``PublishedSource``); archbench's side
/// is only named here (a ``Measure`` and the samples to compare) and measured at report time.
///
/// ```swift
/// let row = PublishedClaim.all[0]  // S1's items, Redux ÷ MVVM
/// row.expected                     // .about(110 / 58)
/// ```
public struct PublishedClaim: Sendable, Hashable {
  /// What archbench sets beside the claim.
  public enum Comparison: Sendable, Hashable {
    /// The measure of `subject` ÷ the mean of the measure of `baseline`.
    case ratio(subject: String, baseline: [String])
    /// The measure of one architecture, against a published figure.
    case figure(String)
  }

  /// The ``PublishedSource`` id, e.g. `S1`.
  public var source: String
  /// Where the figure stands in the source, e.g. `ch. 9.2`.
  public var location: String
  /// The published figure as the source gives it, e.g. `MVVM 58 · Redux 110 · ×1.90`.
  public var published: String
  /// Architecture id → the source's absolute figure, for the rows that have one.
  public var publishedFigures: [String: Double]
  public var measure: Measure
  public var comparison: Comparison
  public var expected: Verdict.Expectation

  /// The UIKit-style samples of S2's other three architectures: Cocoa MVC, MVP and MVVM (UIKit).
  static let uiKitOthersOfVIPER = ["mvc", "mvp", "mvvm-uikit"]

  /// S1's items and lines, Redux ÷ MVVM, in each convention archbench can count. Both of
  /// archbench's samples are written for HeadlessSwiftUI, as S1's apps were for SwiftUI.
  static let s1: [PublishedClaim] = {
    let items = (mvvm: 58.0, redux: 110.0)
    let lines = (mvvm: 1313.0, redux: 2112.0)
    typealias Figures = (mvvm: Double, redux: Double)
    func row(_ location: String, _ published: String, _ figures: Figures, _ of: Measure) -> PublishedClaim {
      PublishedClaim(
        source: "S1", location: location, published: published,
        publishedFigures: ["mvvm": figures.mvvm, "redux": figures.redux], measure: of,
        comparison: .ratio(subject: "redux", baseline: ["mvvm"]), expected: .about(figures.redux / figures.mvvm))
    }
    let itemsText = "MVVM 58 · Redux 110 · ×1.90"
    let linesText = "MVVM 1,313 · Redux 2,112 · ×1.61"
    return [
      row("chapter 9.2", itemsText, items, .thesisItems),
      row("chapter 9.2", itemsText, items, .swiftFiles),
      row("chapter 9.2", itemsText, items, .productionFiles),
      row("chapter 9.3", linesText, lines, .linesAsWritten),
      row("chapter 9.3", linesText, lines, .codeLines),
      row("chapter 9.3", linesText, lines, .productionCodeLines),
    ]
  }()

  /// S2's claims in words: MVP's code against Cocoa MVC's, VIPER's interfaces and small classes.
  static let s2Text: [PublishedClaim] = {
    let mvp = PublishedClaim.Comparison.ratio(subject: "mvp", baseline: ["mvc"])
    let viper = PublishedClaim.Comparison.ratio(subject: "viper", baseline: uiKitOthersOfVIPER)
    let twice = "\"the code is almost twice that of Cocoa MVC\" · ×2"
    return [
      PublishedClaim(
        source: "S2", location: "its text", published: twice, publishedFigures: [:], measure: .productionCodeLines,
        comparison: mvp, expected: .about(2)),
      PublishedClaim(
        source: "S2", location: "its text", published: twice, publishedFigures: [:], measure: .productionLinesAsWritten,
        comparison: mvp, expected: .about(2)),
      PublishedClaim(
        source: "S2", location: "its text", published: "\"a large number of interfaces\" · more",
        publishedFigures: [:], measure: .protocols, comparison: viper, expected: .more),
      PublishedClaim(
        source: "S2", location: "its text", published: "\"a very extensive architecture\" · more",
        publishedFigures: [:],
        measure: .productionFiles, comparison: viper, expected: .more),
      PublishedClaim(
        source: "S2", location: "its text", published: "\"classes with very small responsibilities\" · fewer",
        publishedFigures: [:], measure: .codeLinesPerDeclaration, comparison: viper, expected: .fewer),
    ]
  }()

  /// S2's opinion totals (``PublishedOpinion``) beside archbench's scorecard on the same four criteria.
  static let s2Scorecard: [PublishedClaim] = PublishedOpinion.architectures.compactMap { id in
    PublishedOpinion.total(architecture: id).map { total in
      PublishedClaim(
        source: "S2", location: "its scorecard table", published: "\(total)", publishedFigures: [id: Double(total)],
        measure: .publishedCriteriaTotal, comparison: .figure(id), expected: .about(Double(total)))
    }
  }

  /// Every row of the section, in its order.
  public static let all: [PublishedClaim] = s1 + s2Text + s2Scorecard

  /// The architectures the row measures: the baseline's, then the subject.
  var architectures: [String] {
    switch comparison {
    case .ratio(let subject, let baseline): baseline + [subject]
    case .figure(let id): [id]
    }
  }
}
