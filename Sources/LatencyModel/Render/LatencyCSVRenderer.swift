import Support

/// The measurements as CSV (``CSV``), one row each, times in nanoseconds and shares as fractions.
///
/// Raw numbers rather than the table's rounded ones, for spreadsheets and plots.
///
/// ```swift
/// print(LatencyCSVRenderer.render(report), terminator: "")
/// ```
public enum LatencyCSVRenderer {
  static let header = [
    "subject", "step", "step_number", "events", "fixture", "iterations", "p50_ns", "p90_ns", "p99_ns", "max_ns",
    "min_ns", "mean_ns", "ratio_to_reference", "allocations_median", "allocations_mean", "allocations_min",
    "allocations_max",
    "element_updates_mean", "renders_mean", "view_updates_median", "over_16_7ms", "over_8_3ms", "toolkit",
    "reference", "ratio_to_floor", "over_100ms", "stale_frames_mean", "inconsistent_settles_mean",
    "stale_values_mean",
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
        m.realtime.flatMap { $0.misses(of: RealtimeDeadline.atOnce) }.map { RenderFormat.fixed($0, decimals: 4) } ?? "",
        m.realtime.map { RenderFormat.fixed($0.staleFrames, decimals: 2) } ?? "",
        m.realtime.map { RenderFormat.fixed($0.inconsistentSettles.mean, decimals: 2) } ?? "",
        m.realtime.map { RenderFormat.fixed($0.staleValues.mean, decimals: 2) } ?? "",
      ]
    }
    return CSV.document(header: header, rows: rows)
  }
}
