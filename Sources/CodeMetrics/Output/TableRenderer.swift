/// The terminal table and Markdown forms of a report: per-file rows, per-role totals,
/// group totals, the fingerprint and the issues.
struct TableRenderer {
  enum Style {
    case terminal
    case markdown
  }

  var style: Style
  var includesFiles = true

  func render(_ report: ScanReport) -> String {
    var sections: [String] = []
    let production = report.totals(of: .production)
    let test = report.totals(of: .test)
    let root = escaped(report.root)
    let heading = "\(root) (\(report.discovery.rawValue)): \(report.files.count) files"
    switch style {
    case .terminal:
      sections.append("\(heading)\nArchitecture: \(report.fingerprint.summary)")
    case .markdown:
      sections.append(
        "# archbench scan: \(root)\n\n\(report.files.count) files, found by \(report.discovery.rawValue). Architecture: **\(report.fingerprint.summary)**"
      )
    }

    if includesFiles && !report.files.isEmpty {
      let header = ["File", "Group", "Role", "Lines", "Code", "Comment", "Blank", "Complexity", "Types", "Functions"]
      let rows = report.files.map { file in
        [
          file.path, file.group.rawValue, file.role.rawValue, "\(file.lines.total)", "\(file.lines.code)",
          "\(file.lines.comment)", "\(file.lines.blank)", "\(file.complexity)", "\(file.types.count)",
          "\(file.functions.count)",
        ]
      }
      sections.append(table(title: "Files", header: header, rows: rows))
    }

    let roleHeader = ["Group", "Role", "Files", "Types", "Lines", "Code", "Comment", "Blank", "Complexity"]
    let roleRows = report.roleTotals.map { entry in
      [
        entry.group.rawValue, entry.role.rawValue, "\(entry.totals.files)", "\(entry.typeCount)",
        "\(entry.totals.lines.total)", "\(entry.totals.lines.code)", "\(entry.totals.lines.comment)",
        "\(entry.totals.lines.blank)", "\(entry.totals.complexity)",
      ]
    }
    sections.append(table(title: "Roles", header: roleHeader, rows: roleRows))

    let totalHeader = ["Group", "Files", "Types", "Functions", "Lines", "Code", "Comment", "Blank", "Complexity"]
    let totalRows = [("production", production), ("test", test), ("all", report.totals)].map { name, totals in
      [
        name, "\(totals.files)", "\(totals.types)", "\(totals.functions)", "\(totals.lines.total)",
        "\(totals.lines.code)", "\(totals.lines.comment)", "\(totals.lines.blank)", "\(totals.complexity)",
      ]
    }
    sections.append(table(title: "Totals", header: totalHeader, rows: totalRows))

    if !report.issues.isEmpty {
      let rows = report.issues.map { [$0.severity.rawValue, $0.path, $0.message] }
      sections.append(table(title: "Issues", header: ["Severity", "File", "Problem"], rows: rows))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private func table(title: String, header: [String], rows: [[String]]) -> String {
    // Paths and messages may hold anything a file name can: escape every cell once, first.
    let header = header.map(escaped)
    let rows = rows.map { $0.map(escaped) }
    switch style {
    case .markdown:
      let numeric = numericColumns(rows, count: header.count)
      var lines = ["## \(title)", "", "| " + header.joined(separator: " | ") + " |"]
      lines.append("|" + numeric.map { $0 ? "---:|" : "---|" }.joined())
      for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
      return lines.joined(separator: "\n")
    case .terminal:
      let numeric = numericColumns(rows, count: header.count)
      var widths = header.map(\.count)
      for row in rows {
        for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
      }
      func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
          let padding = String(repeating: " ", count: widths[index] - cell.count)
          return numeric[index] ? padding + cell : cell + padding
        }.joined(separator: "  ").trailingSpacesRemoved
      }
      var lines = [title, line(header)]
      lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      for row in rows { lines.append(line(row)) }
      return lines.joined(separator: "\n")
    }
  }

  private func numericColumns(_ rows: [[String]], count: Int) -> [Bool] {
    (0..<count).map { column in
      !rows.isEmpty && rows.allSatisfy { $0[column].allSatisfy(\.isNumber) && !$0[column].isEmpty }
    }
  }

  private func escaped(_ cell: String) -> String {
    style == .markdown ? Escaping.markdown(cell) : Escaping.terminal(cell)
  }
}

extension String {
  fileprivate var trailingSpacesRemoved: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
