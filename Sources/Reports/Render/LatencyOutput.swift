import CodeMetrics
import Foundation
import Latency

/// The latency section of `Reports/README.md`: p50 and p99 per step, the ratio to the
/// reference, allocations and frame-budget misses. The full table is `latency.md`.
///
/// Every figure here depends on timing, so it stays in this section: the size, structure
/// and coverage tables above it do not change when only a latency run does.
///
/// ```swift
/// let lines = LatencyOutput.section(data)
/// ```
enum LatencyOutput {
  static func section(_ data: ReportData) -> [String] {
    var out = ["## Latency (timing-dependent)", ""]
    guard let latency = data.latency else { return out + [MarkdownOutput.notMeasured, ""] }
    let run = latency.run
    let overhead = latency.harnessOverhead.latency.p50
    out += [
      "Dispatch latency: from injecting a UI event into the platform to the element tree settling, on a "
        + "zero-latency backend, measured by `archbench latency` (\(run.buildConfiguration) build, \(run.iterations) "
        + "iterations per step and size, seed \(run.seed), \(run.processorCount) cores, started \(run.startedAt)). "
        + "Cells are p50 / p99 in µs, then ×ref: p50 ÷ the p50 of a hand-written reference with no architecture, "
        + "measured in the same run. The harness's own overhead, p50 \(microseconds(overhead)) µs, is not "
        + "subtracted. Full table, with p90, max and tree updates: [latency.md](latency.md), [latency.csv](latency.csv).",
      "",
    ]
    let subjects = self.subjects(latency, data)
    out += MarkdownOutput.header(["Step", "N"] + subjects.map { Escaping.markdown($0.name) }, numericFrom: 1)
    for (step, events) in rows(latency) {
      let cells = subjects.map { subject -> String in
        guard let m = measurement(latency, subject.id, step, events) else { return "–" }
        let ratio = subject.id == ReferenceApp.id ? "" : " ×" + Formatting.decimal(m.ratioToReference ?? 0, places: 2)
        return "\(microseconds(m.latency.p50)) / \(microseconds(m.latency.p99))\(ratio)"
      }
      let number = latency.measurements.first { $0.step == step }?.stepNumber ?? 0
      out.append(MarkdownOutput.row(["\(number) \(Escaping.markdown(step))", "\(events)"] + cells))
    }
    out += ["", "Per architecture, over every step and size:", ""]
    out += MarkdownOutput.header([
      "Architecture", "p50 ×ref (geometric mean)", "p99 ×ref (geometric mean)", "Allocations per dispatch (median)",
      "Events over 16.7 ms", "Events over 8.3 ms", "Super-linear steps",
    ])
    for a in data.architectures {
      guard let p = a.performance else {
        out.append(MarkdownOutput.row([Escaping.markdown(a.name), "–", "–", "–", "–", "–", "–"]))
        continue
      }
      out.append(
        MarkdownOutput.row([
          Escaping.markdown(a.name), "×" + Formatting.decimal(p.p50RatioGeometricMean, places: 2),
          "×" + Formatting.decimal(p.p99RatioGeometricMean, places: 2),
          p.medianAllocationsPerDispatch.map(String.init) ?? "–", Formatting.percent(p.over16msShare),
          Formatting.percent(p.over8msShare),
          p.superLinearSteps.isEmpty ? "none" : p.superLinearSteps.map(Escaping.markdown).joined(separator: ", "),
        ]))
    }
    return out + [""]
  }

  /// The reference first, then the report's architectures that the run measured, in registry order.
  static func subjects(_ latency: LatencyReport, _ data: ReportData) -> [(id: String, name: String)] {
    let measured = Set(latency.measurements.map(\.subject))
    let reference = latency.measurements.first { $0.subject == ReferenceApp.id }
    return (reference.map { [($0.subject, $0.subjectName)] } ?? [])
      + data.architectures.filter { measured.contains($0.id) }.map { ($0.id, $0.name) }
  }

  /// Each step and size once, in the order run.
  static func rows(_ latency: LatencyReport) -> [(step: String, events: Int)] {
    var seen = Set<String>()
    var rows: [(String, Int)] = []
    for m in latency.measurements where seen.insert("\(m.step) \(m.events)").inserted {
      rows.append((m.step, m.events))
    }
    return rows
  }

  static func measurement(
    _ latency: LatencyReport, _ subject: String, _ step: String, _ events: Int
  ) -> Latency.Measurement? {
    latency.measurements.first { $0.subject == subject && $0.step == step && $0.events == events }
  }

  static func microseconds(_ nanoseconds: UInt64) -> String {
    Formatting.decimal(Double(nanoseconds) / 1000, places: 1)
  }
}
