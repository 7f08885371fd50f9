/// How well two runs agree: per subject, step and size, the p50 difference and whether allocation counts match.
///
/// A benchmark is only worth its numbers if running it again gives the same ones. The
/// criterion issue 7 sets is a p50 within 10 % and identical allocation counts: here the
/// median allocations per dispatch, with the difference of the totals over all iterations
/// shown beside it. On a shared machine whose speed drifts between runs, the ratio to the
/// reference is compared too: both runs' subjects slow down together.
///
/// ```swift
/// let agreement = RunAgreement(first: yesterday, second: today)
/// print(agreement.p50WithinTolerance, "of", agreement.rows.count)
/// ```
public struct RunAgreement: Equatable, Sendable {
  /// The largest relative p50 difference that counts as agreeing.
  public static let p50Tolerance = 0.10
  static let referenceID = Toolkit.none.referenceID

  /// One measured combination present in both runs.
  public struct Row: Equatable, Sendable {
    public var subject: String
    public var step: String
    public var events: Int
    public var firstP50: UInt64
    public var secondP50: UInt64
    /// (second − first) / first.
    public var p50Difference: Double
    /// The two runs' ratios to the reference, where there is one (not for the reference itself).
    public var firstRatio: Double?
    public var secondRatio: Double?
    /// Median allocations per dispatch of the two runs, when both counted them.
    public var firstAllocations: Int?
    public var secondAllocations: Int?
    /// Allocations over all iterations of the two runs, when both counted them.
    public var firstAllocationTotal: Int?
    public var secondAllocationTotal: Int?

    public var p50Agrees: Bool { abs(p50Difference) <= RunAgreement.p50Tolerance }
    /// (second − first) / first of the ratios to the reference; `nil` for the reference or without one.
    public var ratioDifference: Double? {
      guard let firstRatio, let secondRatio, firstRatio > 0, subject != RunAgreement.referenceID else { return nil }
      return (secondRatio - firstRatio) / firstRatio
    }
    public var ratioAgrees: Bool? { ratioDifference.map { abs($0) <= RunAgreement.p50Tolerance } }
    /// Whether both runs' median allocations per dispatch are the same; `nil` when either did not count.
    public var allocationsIdentical: Bool? {
      guard let firstAllocations, let secondAllocations else { return nil }
      return firstAllocations == secondAllocations
    }
    /// The second run's total allocations minus the first's; `nil` when either did not count.
    public var allocationTotalDifference: Int? {
      guard let firstAllocationTotal, let secondAllocationTotal else { return nil }
      return secondAllocationTotal - firstAllocationTotal
    }
  }

  public var rows: [Row]

  public init(first: LatencyReport, second: LatencyReport) {
    var secondByKey: [String: Measurement] = [:]
    for measurement in second.measurements {
      secondByKey["\(measurement.subject)\u{0}\(measurement.step)\u{0}\(measurement.events)"] = measurement
    }
    rows = first.measurements.compactMap { a in
      guard let b = secondByKey["\(a.subject)\u{0}\(a.step)\u{0}\(a.events)"] else { return nil }
      let difference = a.latency.p50 == 0 ? 0 : (Double(b.latency.p50) - Double(a.latency.p50)) / Double(a.latency.p50)
      return Row(
        subject: a.subject, step: a.step, events: a.events, firstP50: a.latency.p50, secondP50: b.latency.p50,
        p50Difference: difference, firstRatio: a.ratioToReference, secondRatio: b.ratioToReference,
        firstAllocations: a.allocations?.median, secondAllocations: b.allocations?.median,
        firstAllocationTotal: a.allocations?.total, secondAllocationTotal: b.allocations?.total)
    }
  }

  /// Rows whose p50s agree within ``p50Tolerance``.
  public var p50WithinTolerance: Int { rows.count { $0.p50Agrees } }
  /// Rows whose ratios to the reference agree within ``p50Tolerance``, of ``ratiosCompared``.
  public var ratiosWithinTolerance: Int { rows.count { $0.ratioAgrees == true } }
  public var ratiosCompared: Int { rows.count { $0.ratioAgrees != nil } }
  /// Rows whose median allocations are identical.
  public var allocationsIdentical: Int { rows.count { $0.allocationsIdentical == true } }
  /// Rows whose total allocations over all iterations are identical.
  public var allocationTotalsIdentical: Int { rows.count { $0.allocationTotalDifference == 0 } }
  /// Rows where both runs counted allocations.
  public var allocationsCompared: Int { rows.count { $0.allocationsIdentical != nil } }
}
