/// Lays out rows in aligned columns separated by two spaces, numbers aligned right.
///
/// ```swift
/// TextTable.render(header: ["a", "n"], rows: [["x", "1"], ["yy", "10"]], numeric: [false, true])
/// // "a    n\nx    1\nyy  10\n"
/// ```
enum TextTable {
  static func render(header: [String], rows: [[String]], numeric: [Bool]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      var line = row.indices.map { column in
        let cell = row[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return numeric[column] ? padding + cell : cell + padding
      }
      .joined(separator: "  ")
      // A left-aligned last column pads with spaces no one sees; trailing spaces only make diffs noisy.
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    .joined(separator: "\n") + "\n"
  }
}
