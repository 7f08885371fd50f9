/// Two runs side by side: per measurement, both p50s, their difference and whether allocations match.
///
/// ```swift
/// print(AgreementRenderer.render(RunAgreement(first: a, second: b), first: a, second: b), terminator: "")
/// ```
public enum AgreementRenderer {
  public static func render(_ agreement: RunAgreement, first: LatencyReport, second: LatencyReport) -> String {
    let rows = agreement.rows.map { row -> [String] in
      [
        row.subject, row.step, "\(row.events)", RenderFormat.microseconds(row.firstP50),
        RenderFormat.microseconds(row.secondP50),
        (row.p50Difference >= 0 ? "+" : "") + RenderFormat.percent(row.p50Difference),
        row.p50Agrees ? "yes" : "NO",
        row.ratioDifference.map { ($0 >= 0 ? "+" : "") + RenderFormat.percent($0) } ?? "-",
        row.allocationsIdentical.map { $0 ? "identical" : "DIFFERENT" } ?? "-",
        row.allocationTotalDifference.map { ($0 > 0 ? "+" : "") + "\($0)" } ?? "-",
      ]
    }
    var output = "Run-to-run agreement\n"
    output +=
      "first:  started \(first.run.startedAt), load average \(RenderFormat.loads(first.run.loadAverageAtStart)) → \(RenderFormat.loads(first.run.loadAverageAtEnd))\n"
    output +=
      "second: started \(second.run.startedAt), load average \(RenderFormat.loads(second.run.loadAverageAtStart)) → \(RenderFormat.loads(second.run.loadAverageAtEnd))\n\n"
    output += TextTable.render(
      header: [
        "subject", "step", "N", "p50 µs 1st", "p50 µs 2nd", "Δ p50 %", "within 10 %", "Δ ×ref %", "allocs median",
        "Δ allocs total",
      ],
      rows: rows, numeric: [false, false, true, true, true, true, false, true, false, true])
    output +=
      "\np50 within \(RenderFormat.percent(RunAgreement.p50Tolerance)) %: \(agreement.p50WithinTolerance) of \(agreement.rows.count)\n"
    output +=
      "ratio to the reference within \(RenderFormat.percent(RunAgreement.p50Tolerance)) %: "
      + "\(agreement.ratiosWithinTolerance) of \(agreement.ratiosCompared)\n"
    output +=
      "median allocations per dispatch identical: \(agreement.allocationsIdentical) of \(agreement.allocationsCompared)\n"
    output +=
      "total allocations identical: \(agreement.allocationTotalsIdentical) of \(agreement.allocationsCompared)\n"
    return output
  }
}
