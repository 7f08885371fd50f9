import CodeMetrics
import LatencyModel
import Support

/// The instruction section of `Reports/README.md`: the CPU instructions of each dispatch,
/// counted under callgrind, beside the timings of the latency section. The full table is
/// `instructions.md`.
///
/// A count is the same in every run of one binary, whatever else the machine does, so this is
/// the figure to compare when the timings of two runs disagree. Each cell is the count per
/// dispatch and its ratio to the reference on the same toolkit, as in the latency tables.
///
/// ```swift
/// let lines = InstructionSectionRenderer.section(data)
/// ```
enum InstructionSectionRenderer {
  static func section(_ data: ReportData) -> [String] {
    var out = ["## Instructions per dispatch (deterministic)", ""]
    guard let counts = data.instructions else { return out + [ReportMarkdownRenderer.notMeasured, ""] }
    let run = counts.run
    // The instruction run may cover fewer sizes than the latency run (no N = 10,000 today): say up to where.
    let largest = run.sizes.max()
    let fewerSizes = largest.map { largest in data.latency?.run.sizes.contains { $0 > largest } ?? false } ?? false
    out += [
      "The same dispatches as the latency tables"
        + (fewerSizes ? " up to N = \(Formatting.integer(largest ?? 0))" : "")
        + ", counted in instructions by valgrind's callgrind "
        + "(\(Escaping.markdown(run.valgrindVersion)), \(run.buildConfiguration) build, "
        + "\(Escaping.markdown(run.toolchain))): the mean of \(run.iterations) counted dispatches"
        + (LatencyRenderer.perSize(run.iterations, counts.rows.map { ($0.iterations, $0.events) }) ?? "")
        + " after \(run.warmUpIterations) uncounted ones, seed \(run.seed). The count is the same in every run of "
        + "one binary, whatever the load, so a ratio here is the architecture's cost without the timing noise; "
        + "the harness's three quiet turns are in every count. Full table: [instructions.md](instructions.md), "
        + "[instructions.csv](instructions.csv).",
      "",
    ]
    let measured = Set(counts.rows.map(\.subject))
    let architectures = data.architectures.filter { measured.contains($0.id) }
    for toolkit in Toolkit.allCases {
      let members = architectures.filter { a in counts.rows.first { $0.subject == a.id }?.toolkit == toolkit.rawValue }
      guard !members.isEmpty else { continue }
      let reference = counts.rows.first { $0.subject == toolkit.referenceID }
      let subjects =
        (reference.map { [(id: $0.subject, name: $0.subjectName)] } ?? []) + members.map { (id: $0.id, name: $0.name) }
      out += ["### \(toolkit.name) samples", ""]
      out += Table.markdownHeader(["Step", "N"] + subjects.map { Escaping.markdown($0.name) }, rightAlignedFrom: 1)
      for (step, number, events) in steps(counts) {
        let cells = subjects.map { subject -> String in
          guard
            let row = counts.rows.first(where: { $0.subject == subject.id && $0.step == step && $0.events == events })
          else { return Formatting.missing }
          let count = Formatting.integer(row.perDispatch)
          guard subject.id != reference?.subject, let ratio = row.ratioToReference else { return count }
          return count + " ×" + Formatting.decimal(ratio, places: 2)
        }
        out.append(Table.markdownRow(["\(number) \(Escaping.markdown(step))", "\(events)"] + cells))
      }
      out.append("")
    }
    out += ["Per architecture, over every step and size, against the reference on its own toolkit:", ""]
    out += Table.markdownHeader([
      "Architecture", "Instructions ×ref (geometric mean)", "Instructions per dispatch (sum)",
    ])
    for a in architectures {
      out.append(
        Table.markdownRow([
          Escaping.markdown(a.name),
          counts.ratioGeometricMean(of: a.id).map { "×" + Formatting.decimal($0, places: 2) } ?? Formatting.missing,
          Formatting.integer(counts.rows.filter { $0.subject == a.id }.reduce(0) { $0 + $1.perDispatch }),
        ]))
    }
    return out + [""]
  }

  /// Each step and size once, in the order counted.
  static func steps(_ counts: InstructionReport) -> [(step: String, number: Int, events: Int)] {
    var seen = Set<String>()
    return counts.rows.compactMap { row in
      seen.insert("\(row.step) \(row.events)").inserted ? (row.step, row.stepNumber, row.events) : nil
    }
  }
}

extension InstructionReport {
  /// The geometric mean of `subject`'s ratios to its reference over every step and size, or
  /// `nil` when it has none: the report's table and the scorecard's Performance evidence.
  func ratioGeometricMean(of subject: String) -> Double? {
    let ratios = rows.filter { $0.subject == subject }.compactMap(\.ratioToReference).filter { $0 > 0 }
    return ratios.isEmpty ? nil : PerformanceFigures.geometricMean(ratios)
  }
}
