import Support

/// `archbench history`'s CSV and JSON.
///
/// The CSV has one row per commit and group, oldest first, and one column per role with
/// that role's production code lines:
///
/// ```
/// commit,date,group,files,test_files,code,comment,blank,test_code,complexity,types,architecture,Model,View,…
/// 3b18e51…,2026-11-20T10:02:11Z,MVC,18,9,1204,96,210,850,143,41,MVC-like,310,402,…
/// ```
public enum HistoryRenderer {
  /// The formats of a trend: a CSV row per commit and group, or the whole trend as JSON.
  public enum Format: String, RendererFormat { case csv, json }

  /// `trend` in `format`.
  public static func render(_ trend: HistoryTrend, as format: Format) -> String {
    switch format {
    case .csv: csv(trend)
    case .json: json(trend)
    }
  }

  public static func csv(_ trend: HistoryTrend) -> String {
    let roles = roleColumns(trend.points.flatMap(\.groups))
    let header =
      [
        "commit", "date", "group", "files", "test_files", "code", "comment", "blank", "test_code", "complexity",
        "types", "architecture",
      ] + roles
    let rows = trend.points.flatMap { point in
      point.groups.map { group in
        let figures = [
          group.files, group.testFiles, group.code, group.comment, group.blank, group.testCode, group.complexity,
          group.types,
        ].map(String.init)
        return [point.commit.hex, point.date, group.name] + figures + [group.architecture]
          + roles.map { String(group.roles[$0] ?? 0) }
      }
    }
    return CSV.document(header: header, rows: rows)
  }

  public static func json(_ trend: HistoryTrend) -> String { JSON.text(trend) }
}
