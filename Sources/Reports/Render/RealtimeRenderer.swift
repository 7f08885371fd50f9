import LatencyModel
import Support

/// The realtime section of `Reports/README.md`: S5's criteria for the steps whose event is a
/// change on the server, and S4's start-up requirement beside the two start-up steps.
///
/// The delays, deadline misses and stale frames depend on timing, as every latency figure
/// does; the consistency counts do not: they count settles of the app, not time.
///
/// ```swift
/// let lines = RealtimeRenderer.section(data)
/// ```
enum RealtimeRenderer {
  static func section(_ data: ReportData) -> [String] {
    var out = ["## Realtime and start-up (S5's criteria, S4's FUN-005)", ""]
    guard let latency = data.latency else { return out + [ReportMarkdownRenderer.notMeasured, ""] }
    let subjects = LatencyRenderer.subjects(latency, data)
    // list.live scales; it is shown at the size the bursts run on, so that the steps compare.
    let burstEvents = latency.measurements.first { $0.step.hasPrefix("list.burst.") }?.events
    let steps = LatencyRenderer.rows(latency).filter { row in
      latency.measurements.contains { $0.step == row.step && $0.events == row.events && $0.realtime != nil }
        && (row.step != "list.live" || row.events == burstEvents)
    }
    if !steps.isEmpty {
      out += [
        "From the latency run above. A change on the server is pushed on the live channel; the delay runs until the "
          + "screen shows it (detail.live: the open detail; list.live: one row; list.burst.k: k changes at once, "
          + "until every row on screen shows the server's event). Cells are mean / p99 in µs. list.live is shown at "
          + "the size of the bursts' fixture.",
        "",
      ]
      out += Table.markdownHeader(
        ["Subject"] + steps.map { "\(LatencyRenderer.stepLabel(latency, $0.step)) (N = \($0.events))" },
        rightAlignedFrom: 1)
      for subject in subjects {
        let cells = steps.map { step -> String in
          guard let m = LatencyRenderer.measurement(latency, subject.id, step.step, step.events) else {
            return Formatting.missing
          }
          return
            "\(LatencyRenderer.microseconds(UInt64(m.latency.mean))) / \(LatencyRenderer.microseconds(m.latency.p99))"
        }
        out.append(Table.markdownRow([Escaping.markdown(subject.name)] + cells))
      }
      out += ["", "The other three criteria, over the same steps:", ""]
      out += Table.markdownHeader(
        ["Subject"] + RealtimeDeadline.all.map { "Changes over \(RealtimeDeadline.name($0))" } + [
          "Stale frames (60 Hz) per change", "Inconsistent settles per change", "Stale values per burst of 100",
          "Every change ends consistent",
        ])
      for subject in subjects {
        let measured = steps.compactMap { LatencyRenderer.measurement(latency, subject.id, $0.step, $0.events) }
        let figures = measured.compactMap(\.realtime)
        let failed = latency.failures.filter { failure in
          failure.subject == subject.id && steps.contains { $0.step == failure.step }
        }
        guard !figures.isEmpty else {
          out.append(
            Table.markdownRow([Escaping.markdown(subject.name)] + Array(repeating: Formatting.missing, count: 6)))
          continue
        }
        let burst = latency.measurements.first { $0.subject == subject.id && $0.step == "list.burst.100" }?.realtime
        out.append(
          Table.markdownRow(
            [Escaping.markdown(subject.name)]
              + RealtimeDeadline.all.map { deadline in
                Formatting.percent(share: mean(figures.compactMap { $0.misses(of: deadline) }))
              }
              + [
                Formatting.decimal(mean(figures.map(\.staleFrames)), places: 2),
                Formatting.decimal(mean(figures.map(\.inconsistentSettles.mean)), places: 2),
                burst.map { Formatting.decimal($0.staleValues.mean, places: 1) } ?? Formatting.missing,
                failed.isEmpty && measured.count == steps.count
                  ? "yes" : "no: " + failed.map { Escaping.markdown($0.step) }.joined(separator: ", "),
              ]))
      }
      out += [
        "",
        "Deadlines: the next frame at 60 Hz, and 100 ms, within which a response is seen as immediate; S5 leaves the "
          + "deadline to the application, and `RealtimeDeadline` is where to change it. Stale frames: whole 60 Hz "
          + "frames a stale value stayed on screen after the one showing when the change arrived, from the delay. "
          + "Inconsistent settles are counted, not timed: each time the app settled (nothing left to render or run) "
          + "before its screen showed what the server held; stale values are the rows on screen that differed from the "
          + "server's then. A change whose screen never ends consistent fails its step and shows under Failures.",
        "",
      ]
    }
    out += startUp(latency, subjects)
    return out
  }

  /// S4's FUN-005 beside the two start-up steps.
  static func startUp(_ latency: LatencyReport, _ subjects: [(id: String, name: String)]) -> [String] {
    let startUpSteps = PublishedClaim.startUpSteps
    guard latency.measurements.contains(where: { startUpSteps.contains($0.step) }) else { return [] }
    var out = [
      "Start-up, against S4's FUN-005 \"the app must start within 4 seconds\": app.launch starts the app on a new "
        + "device, up to the login form; app.relaunch starts it again with a kept session, up to the Tasks list "
        + "loaded. Both time the app's own start on the headless platform: the process, the system's launch and a "
        + "real backend's round trip are not in them. Cells are p50 / p99 in µs.",
      "",
    ]
    out += Table.markdownHeader(["Subject", "app.launch", "app.relaunch", "Within 4 s (p99)"], rightAlignedFrom: 1)
    for subject in subjects {
      let measured = startUpSteps.map { step in
        latency.measurements.first { $0.subject == subject.id && $0.step == step }
      }
      let cells = measured.map { m in m.map { LatencyRenderer.cell($0, ratio: nil) } ?? Formatting.missing }
      let verdict =
        measured.contains { $0 == nil }
        ? Formatting.missing
        : measured.allSatisfy { $0!.latency.p99 <= PublishedClaim.startUpLimit } ? "yes" : "no"
      out.append(Table.markdownRow([Escaping.markdown(subject.name)] + cells + [verdict]))
    }
    return out + [""]
  }

  private static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }
}
