/// The measurements as CSV (RFC 4180), one row each, times in nanoseconds and shares as fractions.
///
/// Raw numbers rather than the table's rounded ones, for spreadsheets and plots.
///
/// ```swift
/// print(CSVRenderer.render(report), terminator: "")
/// ```
public enum CSVRenderer {
  static let header = [
    "subject", "step", "step_number", "events", "fixture", "iterations", "p50_ns", "p90_ns", "p99_ns", "max_ns",
    "min_ns", "mean_ns", "ratio_to_reference", "allocations_median", "allocations_mean", "allocations_min",
    "allocations_max",
    "element_updates_mean", "renders_mean", "view_updates_median", "over_16_7ms", "over_8_3ms", "toolkit",
    "reference", "ratio_to_floor",
  ]

  public static func render(_ report: LatencyReport) -> String {
    let rows = report.measurements.map { m -> [String] in
      [
        m.subject, m.step, "\(m.stepNumber)", "\(m.events)", m.fixture, "\(m.iterations)", "\(m.latency.p50)",
        "\(m.latency.p90)", "\(m.latency.p99)", "\(m.latency.max)", "\(m.latency.min)",
        RenderFormat.fixed(m.latency.mean, decimals: 1),
        m.ratioToReference.map { RenderFormat.fixed($0, decimals: 4) } ?? "",
        m.allocations.map { "\($0.median)" } ?? "",
        m.allocations.map { RenderFormat.fixed($0.mean, decimals: 2) } ?? "", m.allocations.map { "\($0.min)" } ?? "",
        m.allocations.map { "\($0.max)" } ?? "", RenderFormat.fixed(m.elementUpdates.mean, decimals: 2),
        RenderFormat.fixed(m.renders.mean, decimals: 2), m.viewUpdates.map { "\($0.median)" } ?? "",
        RenderFormat.fixed(m.frameBudgetMisses.over16ms, decimals: 4),
        RenderFormat.fixed(m.frameBudgetMisses.over8ms, decimals: 4), m.toolkit ?? "", m.referenceSubject ?? "",
        m.ratioToFloor.map { RenderFormat.fixed($0, decimals: 4) } ?? "",
      ]
    }
    return ([header] + rows).map { $0.map(escape).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
  }

  /// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
  static func escape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
