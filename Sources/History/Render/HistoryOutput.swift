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
public enum HistoryOutput {
  public static func csv(_ trend: HistoryTrend) -> String {
    let roles = roleColumns(trend.points.flatMap(\.groups))
    var text =
      CSV.row(
        [
          "commit", "date", "group", "files", "test_files", "code", "comment", "blank", "test_code", "complexity",
          "types",
          "architecture",
        ] + roles) + "\n"
    for point in trend.points {
      for group in point.groups {
        let figures = [
          group.files, group.testFiles, group.code, group.comment, group.blank, group.testCode, group.complexity,
          group.types,
        ].map(String.init)
        let row =
          [point.commit.hex, point.date, group.name] + figures + [group.architecture]
          + roles.map { String(group.roles[$0] ?? 0) }
        text += CSV.row(row) + "\n"
      }
    }
    return text
  }

  public static func json(_ trend: HistoryTrend) -> String { JSON.text(trend) }
}
