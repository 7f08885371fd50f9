/// One statement of the report's *Findings*: what the measured data adds up to, with the
/// figures it rests on, the table they come from, and how far it holds.
///
/// Findings are made by ``FindingRule``s from `ReportData` at report time; a rule whose
/// condition no longer holds makes no finding, so a statement disappears instead of going stale.
///
/// ```swift
/// let findings = Finding.all(data)
/// findings[0].text        // "VIPER, VIP and Clean need ×1.95–×2.83 MVVM's production code lines …"
/// findings[0].figures[0]  // Figure(name: "VIP ÷ MVVM, production code lines", value: 2.827)
/// ```
public struct Finding: Sendable, Hashable {
  /// A number the statement rests on, rounded to 3 decimals.
  public struct Figure: Sendable, Hashable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
      self.name = name
      self.value = (value * 1000).rounded() / 1000
    }
  }

  /// How far the statement holds, in words.
  public enum Confidence: Sendable, Hashable {
    /// Counted, not timed or weighted: the same figure in every run of the same code.
    case count
    /// True under every weighting of the robustness grid and every band setting.
    case everyWeighting
    /// True under some weightings or band settings and not others.
    case dependsOnWeights
    /// True at the report's bands, not with every criterion's bands moved one band either way.
    case dependsOnBands
    /// The figure is closer to the statement's threshold than one measured idiom moves it.
    case withinIdiom(String)
    /// Beyond what any measured idiom moves the figure.
    case beyondIdioms

    public var words: String {
      switch self {
      case .count: "a count: the same in every run of this code"
      case .everyWeighting: "holds under every weighting and band setting tried"
      case .dependsOnWeights: "depends on the weights"
      case .dependsOnBands: "depends on where the bands sit"
      case .withinIdiom(let idiom): "within what one idiom moves (\(idiom))"
      case .beyondIdioms: "beyond what any measured idiom moves"
      }
    }
  }

  /// The rule's id, e.g. `size.spread`; the test that recomputes the figures looks rules up by it.
  public var rule: String
  /// The statement, in Markdown.
  public var text: String
  public var figures: [Figure]
  /// The README section the figures come from, as a Markdown link target, e.g. `#size-items-and-lines`.
  public var table: String
  public var confidence: Confidence

  /// Every finding the rules make from `data`, in the rules' order; at most ten.
  public static func all(_ data: ReportData) -> [Finding] {
    let context = FindingRule.Context(data)
    return Array(FindingRule.all.compactMap { $0.make(context) }.prefix(10))
  }
}
