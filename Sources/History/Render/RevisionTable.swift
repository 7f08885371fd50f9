import CodeMetrics
import Support

/// Several revisions' scans side by side: `archbench scan --rev MVC,MVP,MVVM`.
///
/// ```
/// Revision           MVC       MVP      MVVM
/// Commit         3b18e51   9c0ffee   41d2a7b
/// Files               18        24        21
/// …
/// ```
public enum RevisionTable {
  /// The formats of several revisions side by side: an aligned table, a CSV row per figure, or
  /// JSON. No Markdown: `scan --rev` with several revisions refuses `--format markdown`.
  public enum Format: String, RendererFormat { case text, json, csv }

  /// The formats, in the order `--help` lists them.
  public static var formats: [Format] { Format.allCases }

  /// `scans` in `format`.
  public static func render(_ scans: [RevisionScan], as format: Format) -> String {
    switch format {
    case .text: table(scans)
    case .json: json(scans)
    case .csv: csv(scans)
    }
  }

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
    let table = Table(
      header: rows[0], rows: Array(rows.dropFirst()), alignments: [.left] + scans.map { _ in .right })
    // The role rows share the figures' columns; the line that introduces them is not a row.
    var lines = table.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("Production code lines per role:", at: 2 + figures.count)
    return lines.joined(separator: "\n")
  }

  public static func csv(_ scans: [RevisionScan]) -> String {
    let roles = allRoles(scans)
    let header = ["revision", "commit"] + figures.map(\.0).map(columnName) + roles.map(\.rawValue) + ["architecture"]
    let rows = scans.map { scan in
      [scan.revision, scan.commit.hex] + figures.map { String($0.1(scan.report)) }
        + roles.map { String(code(of: $0, in: scan.report)) } + [scan.report.fingerprint.architecture]
    }
    return CSV.document(header: header, rows: rows)
  }

  public static func json(_ scans: [RevisionScan]) -> String { JSON.text(scans) }

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
