import Support

/// One row per file. The first ten columns are scc's (`scc --format csv`), so scripts written
/// for scc read archbench's CSV too; `Role` and `Group` follow.
///
/// ```text
/// Language,Provider,Filename,Lines,Code,Comments,Blanks,Complexity,Bytes,ULOC,Role,Group
/// Swift,MVC/Sources/Login/LoginViewController.swift,LoginViewController.swift,88,70,4,14,6,3012,61,ViewController,production
/// ```
enum ScanCSVRenderer {
  static let header = [
    "Language", "Provider", "Filename", "Lines", "Code", "Comments", "Blanks", "Complexity", "Bytes", "ULOC", "Role",
    "Group",
  ]

  static func render(_ report: ScanReport) -> String {
    CSV.document(
      header: header,
      rows: report.files.map { file in
        let name = file.path.lastIndex(of: "/").map { String(file.path[file.path.index(after: $0)...]) } ?? file.path
        return [
          "Swift", file.path, name, "\(file.lines.total)", "\(file.lines.code)", "\(file.lines.comment)",
          "\(file.lines.blank)", "\(file.complexity)", "\(file.bytes)", "\(file.uniqueLines)", file.role.rawValue,
          file.group.rawValue,
        ]
      })
  }
}
