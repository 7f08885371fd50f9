import Support

/// The terminal table and Markdown forms of a report: per-file rows, per-role totals,
/// group totals, the fingerprint and the issues, each a Support ``Table``.
///
/// ```swift
/// print(ScanTableRenderer.render(report, as: .markdown), terminator: "")
/// // # archbench scan: Samples/MVC
/// // …
/// ```
enum ScanTableRenderer {
  /// The two layouts of a ``Table``: aligned columns for a terminal, or Markdown.
  enum Layout {
    case text
    case markdown
  }

  /// `report` in `layout`; with `cohesion` (`scan --cohesion`) the cohesion table too (off, the
  /// output stays as it was), and the tables `extra` sections add.
  static func render(
    _ report: ScanReport, as layout: Layout, cohesion: Bool = false, sections extra: [ReportSection] = []
  ) -> String {
    func escaped(_ cell: String) -> String { Self.escaped(cell, layout) }
    func table(title: String, header: [String], rows: [[String]]) -> String {
      Self.table(title: title, header: header, rows: rows, layout)
    }
    var sections: [String] = []
    let production = report.totals(of: .production)
    let test = report.totals(of: .test)
    let root = escaped(report.root)
    let heading = "\(root) (\(report.discovery.rawValue)): \(report.files.count) files"
    switch layout {
    case .text:
      sections.append("\(heading)\nArchitecture: \(report.fingerprint.summary)")
    case .markdown:
      sections.append(
        "# archbench scan: \(root)\n\n\(report.files.count) files, found by \(report.discovery.rawValue). Architecture: **\(report.fingerprint.summary)**"
      )
    }

    if !report.files.isEmpty {
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

    if cohesion {
      let header = ["Group", "Types with LCOM4", "Mean LCOM4", "Max LCOM4", "Max cognitive"]
      let rows = [("production", FileGroup.production), ("test", .test), ("all", nil)].map { name, group in
        let summary = CohesionSummary(report.files.filter { group == nil || $0.group == group })
        return [
          name, "\(summary.measuredTypes)", Formatting.decimal(summary.meanLCOM4, places: 2),
          summary.maxLCOM4.map(String.init) ?? Formatting.missing,
          summary.maxCognitive.map(String.init) ?? Formatting.missing,
        ]
      }
      sections.append(table(title: "Cohesion", header: header, rows: rows))
    }

    for part in extra.flatMap(\.tables) {
      let drawn = table(title: part.title, header: part.header, rows: part.rows)
      sections.append(part.note.map { drawn + "\n" + (layout == .markdown ? "\n" : "") + escaped($0) } ?? drawn)
    }

    if !report.issues.isEmpty {
      let rows = report.issues.map { [$0.severity.rawValue, $0.path, $0.message] }
      sections.append(table(title: "Issues", header: ["Severity", "File", "Problem"], rows: rows))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private static func table(title: String, header: [String], rows: [[String]], _ layout: Layout) -> String {
    // Paths and messages may hold anything a file name can: escape every cell once, first.
    let table = Table(header: header.map { escaped($0, layout) }, rows: rows.map { $0.map { escaped($0, layout) } })
    switch layout {
    case .markdown: return "## \(title)\n\n" + table.markdown().dropLast()
    case .text: return title + "\n" + table.text(rule: true).dropLast()
    }
  }

  private static func escaped(_ cell: String, _ layout: Layout) -> String {
    layout == .markdown ? Escaping.markdown(cell) : Escaping.terminal(cell)
  }
}
