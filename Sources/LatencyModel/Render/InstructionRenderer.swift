import Foundation

/// Renders an ``InstructionReport`` in every ``OutputFormat``: one row per subject, step and size.
///
/// ```swift
/// print(try InstructionRenderer.render(report, as: .table))
/// // step               N  subject    instructions  ×ref
/// // 1 login.keystroke  8  Reference        182,317  1.00
/// ```
enum InstructionRenderer {
  static func render(_ report: InstructionReport, as format: OutputFormat) throws -> String {
    switch format {
    case .table: table(report)
    case .md: markdown(report)
    case .csv: csv(report)
    case .json: try json(report)
    }
  }

  private static func table(_ report: InstructionReport) -> String {
    let rows = report.rows.map { row in
      ["\(row.stepNumber) \(row.step)", "\(row.events)", row.subjectName, grouped(row.perDispatch), ratio(row)]
    }
    var text = header(report) + "\n"
    text += TextTable.render(
      header: ["step", "N", "subject", "instructions", "×ref"], rows: rows, numeric: [false, true, false, true, true])
    return text + footer(report)
  }

  private static func markdown(_ report: InstructionReport) -> String {
    var text = header(report) + "\n| step | N | subject | instructions | ×ref |\n|---|---:|---|---:|---:|\n"
    for row in report.rows {
      text +=
        "| \(row.stepNumber) \(row.step) | \(row.events) | \(row.subjectName) | \(grouped(row.perDispatch)) | \(ratio(row)) |\n"
    }
    return text + footer(report)
  }

  private static func csv(_ report: InstructionReport) -> String {
    var text =
      "subject,step,step_number,events,iterations,instructions_total,instructions_per_dispatch,reference,ratio_to_reference\n"
    for row in report.rows {
      let ratio = row.ratioToReference.map { String(format: "%.4f", $0) } ?? ""
      text += "\(row.subject),\(row.step),\(row.stepNumber),\(row.events),\(row.iterations),\(row.instructions),"
      text += "\(row.perDispatch),\(row.referenceSubject ?? ""),\(ratio)\n"
    }
    return text
  }

  private static func json(_ report: InstructionReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }

  private static func header(_ report: InstructionReport) -> String {
    let run = report.run
    return """
      Instructions per dispatch, counted by callgrind (\(run.valgrindVersion)) on a \(run.buildConfiguration) build \
      (\(run.toolchain)): the mean of \(run.iterations) counted dispatches after \(run.warmUpIterations) uncounted, \
      seed \(run.seed); took \(String(format: "%.1f", run.durationSeconds)) s.

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

  private static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  private static func ratio(_ row: InstructionReport.Row) -> String {
    row.ratioToReference.map { String(format: "%.2f", $0) } ?? "1.00"
  }
}

extension OutputFormat {
  /// The instruction counts in this format.
  public func render(_ report: InstructionReport) throws -> String {
    try InstructionRenderer.render(report, as: self)
  }
}
