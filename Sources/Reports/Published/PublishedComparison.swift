/// The published claims (``PublishedClaim/all``) with archbench's figures measured beside them:
/// the model of the report's *Published figures and ours*.
///
/// Every figure of archbench's comes from `ReportData` at report time; a row whose samples or
/// figures this report did not measure has no ratio and no verdict.
///
/// ```swift
/// let rows = PublishedComparison(data).rows
/// rows[0].verdict?.agrees  // whether Redux ÷ MVVM in items agrees with S1's ×1.90
/// ```
public struct PublishedComparison: Sendable {
  /// One claim and archbench's answer.
  public struct Row: Sendable {
    public var claim: PublishedClaim
    /// Each measured architecture's name and figure, in ``PublishedClaim/architectures``' order.
    public var figures: [(name: String, value: Double)]
    /// The ratio (or, for `.figure`, the figure itself) set against the claim; `nil` when unmeasured.
    public var observed: Double?
    /// Each architecture's figure ÷ the source's, where the source publishes one.
    public var againstPublished: [(name: String, ratio: Double)]
    public var verdict: Verdict?
  }

  public var rows: [Row]

  public init(_ data: ReportData, claims: [PublishedClaim] = PublishedClaim.all) {
    rows = claims.map { claim in
      let measured = claim.architectures.map { id -> (name: String, value: Double)? in
        guard let metrics = data.architectures.first(where: { $0.id == id }),
          let value = claim.measure.value(of: metrics, scorecard: data.scorecard)
        else { return nil }
        return (metrics.name, value)
      }
      guard measured.allSatisfy({ $0 != nil }) else {
        return Row(claim: claim, figures: measured.compactMap { $0 }, observed: nil, againstPublished: [], verdict: nil)
      }
      let figures = measured.compactMap { $0 }
      let observed: Double?
      switch claim.comparison {
      case .ratio:
        let baseline = figures.dropLast().map(\.value)
        let mean = baseline.reduce(0, +) / Double(baseline.count)
        observed = mean == 0 ? nil : figures.last!.value / mean
      case .figure: observed = figures[0].value
      }
      let against = zip(claim.architectures, figures).compactMap { id, figure -> (name: String, ratio: Double)? in
        claim.publishedFigures[id].map { (figure.name, figure.value / $0) }
      }
      return Row(
        claim: claim, figures: figures, observed: observed, againstPublished: against,
        verdict: observed.map { Verdict(observed: $0, expected: claim.expected) })
    }
  }
}
