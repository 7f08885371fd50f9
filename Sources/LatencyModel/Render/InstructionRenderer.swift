import Foundation
import Support

/// Renders an ``InstructionReport`` in each of ``LatencyReportRenderer/Format``: one row per subject, step and size.
///
/// ```swift
/// print(try InstructionRenderer.render(report, as: .text))
/// // step               N  subject    instructions  ×ref
/// // 1 login.keystroke  8  Reference        182,317  1.00
/// ```
enum InstructionRenderer {
  static func render(_ report: InstructionReport, as format: LatencyReportRenderer.Format) throws -> String {
    switch format {
    case .text: table(report)
    case .markdown: markdown(report)
    case .csv: csv(report)
    case .json: try json(report)
    }
  }

  private static let header = ["step", "N", "subject", "instructions", "×ref"]
  private static let alignments: [Table.Alignment] = [.left, .right, .left, .right, .right]

  private static func cells(_ report: InstructionReport) -> [[String]] {
    report.rows.map { row in
      [
        "\(row.stepNumber) \(row.step)", "\(row.events)", row.subjectName, Formatting.integer(row.perDispatch),
        ratio(row),
      ]
    }
  }

  private static func table(_ report: InstructionReport) -> String {
    let rows = cells(report)
    var text = summary(report) + "\n"
    text += Table(header: header, rows: rows, alignments: alignments).text()
    return text + footer(report)
  }

  private static func markdown(_ report: InstructionReport) -> String {
    let rows = cells(report).map { $0.map(Escaping.markdown) }
    let table = Table(header: header, rows: rows, alignments: alignments)
    return summary(report) + "\n" + table.markdown() + footer(report)
  }

  private static func csv(_ report: InstructionReport) -> String {
    let header = [
      "subject", "step", "step_number", "events", "iterations", "instructions_total", "instructions_per_dispatch",
      "reference", "ratio_to_reference",
    ]
    let rows = report.rows.map { row in
      [
        row.subject, row.step, "\(row.stepNumber)", "\(row.events)", "\(row.iterations)", "\(row.instructions)",
        "\(row.perDispatch)", row.referenceSubject ?? "",
        row.ratioToReference.map { Formatting.decimal($0, places: 4) } ?? "",
      ]
    }
    return CSV.document(header: header, rows: rows)
  }

  private static func json(_ report: InstructionReport) throws -> String {
    try JSON.string(report)
  }

  private static func summary(_ report: InstructionReport) -> String {
    let run = report.run
    return """
      Instructions per dispatch, counted by callgrind (\(run.valgrindVersion)) on a \(run.buildConfiguration) build \
      (\(run.toolchain)): the mean of \(run.iterations) counted dispatches after \(run.warmUpIterations) uncounted, \
      seed \(run.seed); took \(Formatting.decimal(run.durationSeconds, places: 1)) s.

      """
  }

  private static func footer(_ report: InstructionReport) -> String {
    var text =
      "\ninstructions: from injecting the event to the tree settling, the harness's three quiet turns included; "
      + "×ref: over the subject's toolkit reference (a toolkit's reference: over the floor).\n"
    if !report.failures.isEmpty {
      text +=
        "\nFailures\n"
        + report.failures.map { "\($0.subject) \($0.step) N=\($0.events): \($0.reason)" }
        .joined(separator: "\n") + "\n"
    }
    return text
  }

  private static func ratio(_ row: InstructionReport.Row) -> String {
    row.ratioToReference.map { Formatting.decimal($0, places: 2) } ?? "1.00"
  }
}
