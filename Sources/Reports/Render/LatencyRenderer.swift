import CodeMetrics
import Foundation
import LatencyModel
import Support

/// The latency section of `Reports/README.md`: p50 and p99 per step, the ratio to the
/// reference, allocations and frame-budget misses. The full table is `latency.md`.
///
/// Every figure here depends on timing, so it stays in this section: the size, structure
/// and coverage tables above it do not change when only a latency run does.
///
/// ```swift
/// let lines = LatencyRenderer.section(data)
/// ```
enum LatencyRenderer {
  /// Where a run measured other counts than its own, as its rows record them (the harness
  /// measures fewer iterations at the largest sizes): `" at N ≤ 1,000, 50 at N = 10,000"`, or
  /// `nil` when every row has the run's count. Said from the rows, so the prose cannot
  /// outlive a change of the harness's rule.
  ///
  /// ```swift
  /// LatencyRenderer.perSize(200, [(200, 1_000), (50, 10_000)])  // " at N ≤ 1,000, 50 at N = 10,000"
  /// ```
  static func perSize(_ nominal: Int, _ rows: [(iterations: Int, events: Int)]) -> String? {
    let other = Dictionary(grouping: rows.filter { $0.iterations != nominal }, by: \.events)
      .mapValues { Set($0.map(\.iterations)).sorted() }
    guard !other.isEmpty else { return nil }
    let parts = other.keys.sorted().flatMap { events in
      other[events, default: []].map { "\($0) at N = \(Formatting.integer(events))" }
    }
    let largestAtNominal = rows.filter { $0.iterations == nominal }.map(\.events).max()
    guard let largestAtNominal, other.keys.allSatisfy({ $0 > largestAtNominal }) else {
      return " and size, except " + parts.joined(separator: ", ")
    }
    return " at N ≤ \(Formatting.integer(largestAtNominal)), " + parts.joined(separator: ", ")
  }

  static func section(_ data: ReportData) -> [String] {
    var out = ["## Latency (timing-dependent)", ""]
    guard let latency = data.latency else { return out + [ReportMarkdownRenderer.notMeasured, ""] }
    let run = latency.run
    let overhead = latency.harnessOverhead.latency.p50
    out += [
      "Each sample is compared with a reference app written on the same UI toolkit with no architecture, so its "
        + "×ref is what the architecture costs; each toolkit's reference is compared with a reference that uses no "
        + "toolkit at all, the floor, so its ×floor is what the toolkit costs.",
      "",
      "Dispatch latency: from injecting a UI event into the platform to the element tree settling, on a "
        + "zero-latency backend, measured by `archbench latency` (\(run.buildConfiguration) build, \(run.iterations) "
        + "iterations per step"
        + (perSize(run.iterations, latency.measurements.map { ($0.iterations, $0.events) }) ?? " and size")
        + ", seed \(run.seed), \(run.processorCount) cores, started \(run.startedAt)). "
        + "Cells are p50 / p99 in µs, then the ratio of the p50s, all measured in the same run. The harness's own "
        + "overhead, p50 \(microseconds(overhead)) µs, is not subtracted. Full table, with p90, max, allocations, "
        + "body evaluations and tree updates: [latency.md](latency.md), [latency.csv](latency.csv).",
      "",
    ]
    let groups = self.groups(latency, data)
    let toolkitReferences = groups.compactMap(\.reference).filter { $0.id != Toolkit.none.referenceID }
    if !toolkitReferences.isEmpty,
      let floor = latency.measurements.first(where: { $0.subject == Toolkit.none.referenceID })
    {
      out += ["### The cost of each toolkit", ""]
      out += Table.markdownHeader(
        ["Step", "N", Escaping.markdown(floor.subjectName)] + toolkitReferences.map { Escaping.markdown($0.name) },
        rightAlignedFrom: 1)
      for (step, events) in rows(latency) {
        let base = measurement(latency, Toolkit.none.referenceID, step, events)
        let cells = toolkitReferences.map { reference -> String in
          guard let m = measurement(latency, reference.id, step, events) else { return Formatting.missing }
          return cell(m, ratio: m.ratioToFloor)
        }
        out.append(
          Table.markdownRow(
            [stepLabel(latency, step), "\(events)", base.map { cell($0, ratio: nil) } ?? Formatting.missing] + cells))
      }
      out.append("")
    }
    for group in groups {
      let subjects = (group.reference.map { [$0] } ?? []) + group.architectures
      out += ["### \(group.toolkit.map { $0.name + " samples" } ?? "Samples")", ""]
      out += Table.markdownHeader(["Step", "N"] + subjects.map { Escaping.markdown($0.name) }, rightAlignedFrom: 1)
      for (step, events) in rows(latency) {
        let cells = subjects.map { subject -> String in
          guard let m = measurement(latency, subject.id, step, events) else { return Formatting.missing }
          return cell(m, ratio: subject.id == group.reference?.id ? nil : m.ratioToReference)
        }
        out.append(Table.markdownRow([stepLabel(latency, step), "\(events)"] + cells))
      }
      out.append("")
    }
    out += ["Per architecture, over every step and size, ×ref against the reference on its own toolkit:", ""]
    out += Table.markdownHeader([
      "Architecture", "Toolkit", "p50 ×ref (geometric mean)", "p99 ×ref (geometric mean)",
      "Allocations per dispatch (median)", "Events over 16.7 ms", "Events over 8.3 ms", "Super-linear steps",
    ])
    for a in data.architectures {
      let toolkit =
        latency.measurements.first { $0.subject == a.id }?.toolkit.flatMap(Toolkit.init(rawValue:))?.name
        ?? Formatting.missing
      guard let p = a.performance else {
        out.append(
          Table.markdownRow([Escaping.markdown(a.name), toolkit] + Array(repeating: Formatting.missing, count: 6)))
        continue
      }
      out.append(
        Table.markdownRow([
          Escaping.markdown(a.name), toolkit, "×" + Formatting.decimal(p.p50RatioGeometricMean, places: 2),
          "×" + Formatting.decimal(p.p99RatioGeometricMean, places: 2),
          p.medianAllocationsPerDispatch.map(String.init) ?? Formatting.missing,
          Formatting.percent(share: p.over16msShare),
          Formatting.percent(share: p.over8msShare),
          p.superLinearSteps.isEmpty ? "none" : p.superLinearSteps.map(Escaping.markdown).joined(separator: ", "),
        ]))
    }
    return out + [""]
  }

  /// One group per toolkit the report's architectures are written on, in registry order: the
  /// toolkit's reference, or the floor when the run did not measure it, then its architectures.
  ///
  /// Results written before toolkits were recorded form one group, against the floor.
  static func groups(
    _ latency: LatencyReport, _ data: ReportData
  ) -> [(toolkit: Toolkit?, reference: (id: String, name: String)?, architectures: [(id: String, name: String)])] {
    let measured = Dictionary(latency.measurements.map { ($0.subject, $0) }, uniquingKeysWith: { first, _ in first })
    var groups: [(Toolkit?, (id: String, name: String)?, [(id: String, name: String)])] = []
    for architecture in data.architectures where measured[architecture.id] != nil {
      let toolkit = measured[architecture.id]?.toolkit.flatMap(Toolkit.init(rawValue:))
      if let index = groups.firstIndex(where: { $0.0 == toolkit }) {
        groups[index].2.append((architecture.id, architecture.name))
        continue
      }
      let referenceID =
        toolkit.map(\.referenceID).flatMap { measured[$0] == nil ? nil : $0 } ?? Toolkit.none.referenceID
      let reference = measured[referenceID].map { (id: $0.subject, name: $0.subjectName) }
      groups.append((toolkit, reference, [(architecture.id, architecture.name)]))
    }
    return groups
  }

  /// The floor and the toolkits' references first, then the report's architectures that the run measured, in registry order.
  static func subjects(_ latency: LatencyReport, _ data: ReportData) -> [(id: String, name: String)] {
    let measured = Set(latency.measurements.map(\.subject))
    let references = Toolkit.allCases.compactMap { toolkit in
      latency.measurements.first { $0.subject == toolkit.referenceID }.map { (id: $0.subject, name: $0.subjectName) }
    }
    return references + data.architectures.filter { measured.contains($0.id) }.map { ($0.id, $0.name) }
  }

  /// `p50 / p99`, then ` ×ratio` when there is one.
  static func cell(_ m: LatencyModel.Measurement, ratio: Double?) -> String {
    let times = "\(microseconds(m.latency.p50)) / \(microseconds(m.latency.p99))"
    return ratio.map { times + " ×" + Formatting.decimal($0, places: 2) } ?? times
  }

  static func stepLabel(_ latency: LatencyReport, _ step: String) -> String {
    let number = latency.measurements.first { $0.step == step }?.stepNumber ?? 0
    return "\(number) \(Escaping.markdown(step))"
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
  ) -> LatencyModel.Measurement? {
    latency.measurements.first { $0.subject == subject && $0.step == step && $0.events == events }
  }

  static func microseconds(_ nanoseconds: UInt64) -> String {
    Formatting.decimal(Double(nanoseconds) / 1000, places: 1)
  }
}
