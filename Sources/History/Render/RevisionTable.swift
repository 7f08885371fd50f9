import CodeMetrics

/// Several revisions' scans side by side: `archbench scan --rev MVC,MVP,MVVM`.
///
/// ```
/// Revision           MVC       MVP      MVVM
/// Commit         3b18e51   9c0ffee   41d2a7b
/// Files               18        24        21
/// …
/// ```
public enum RevisionTable {
  public static func table(_ scans: [RevisionScan]) -> String {
    var rows = [["Revision"] + scans.map { Escaping.terminal($0.revision) }, ["Commit"] + scans.map(\.commit.short)]
    for (name, value) in figures {
      rows.append([name] + scans.map { String(value($0.report)) })
    }
    let roles = allRoles(scans)
    for role in roles {
      rows.append(["  \(role.rawValue)"] + scans.map { String(Self.code(of: role, in: $0.report)) })
    }
    rows.append(["Architecture"] + scans.map(\.report.fingerprint.architecture))
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      let cells = row.enumerated().map { column, cell in cell.padded(to: widths[column], right: column > 0) }
      text += cells.joined(separator: "  ") + "\n"
      if row[0] == figures.last?.0 { text += "Production code lines per role:\n" }
    }
    return text
  }

  public static func csv(_ scans: [RevisionScan]) -> String {
    let roles = allRoles(scans)
    var text =
      (["revision", "commit"] + figures.map(\.0).map(columnName) + roles.map(\.rawValue) + ["architecture"])
      .map(csvField).joined(separator: ",") + "\n"
    for scan in scans {
      let row =
        [scan.revision, scan.commit.hex] + figures.map { String($0.1(scan.report)) }
        + roles.map { String(code(of: $0, in: scan.report)) } + [scan.report.fingerprint.architecture]
      text += row.map(csvField).joined(separator: ",") + "\n"
    }
    return text
  }

  public static func json(_ scans: [RevisionScan]) -> String { prettyJSON(scans) }

  // MARK: Internals

  static let figures: [(String, @Sendable (ScanReport) -> Int)] = [
    ("Files", { $0.totals(of: .production).files }),
    ("Test files", { $0.totals(of: .test).files }),
    ("Code lines", { $0.totals(of: .production).lines.code }),
    ("Comment lines", { $0.totals(of: .production).lines.comment }),
    ("Blank lines", { $0.totals(of: .production).lines.blank }),
    ("Test code lines", { $0.totals(of: .test).lines.code }),
    ("Types", { $0.totals(of: .production).types }),
    ("Functions", { $0.totals(of: .production).functions }),
    ("Complexity", { $0.totals(of: .production).complexity }),
  ]

  static func columnName(_ name: String) -> String { name.lowercased().replacingOccurrences(of: " ", with: "_") }

  static func allRoles(_ scans: [RevisionScan]) -> [ArchitectureRole] {
    let present = Set(scans.flatMap { $0.report.files.filter { $0.group == .production }.map(\.role) })
    return ArchitectureRole.allCases.filter { present.contains($0) && $0 != .test }
  }

  static func code(of role: ArchitectureRole, in report: ScanReport) -> Int {
    report.files.filter { $0.group == .production && $0.role == role }.reduce(0) { $0 + $1.lines.code }
  }
}
