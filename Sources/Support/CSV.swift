/// Comma-separated values as every archbench command writes them: RFC 4180 quoting, one
/// line per row ending in `\n`, and fields made safe for spreadsheets (``Escaping/csv(_:)``).
///
/// ```swift
/// CSV.document(header: ["name", "lines"], rows: [["MVC", "1019"], ["=cmd", "7"]])
/// // "name,lines\nMVC,1019\n'=cmd,7\n"
/// ```
public enum CSV {
  /// One row, without its line break.
  public static func row(_ fields: [String]) -> String {
    fields.map(Escaping.csv).joined(separator: ",")
  }

  /// A header line and the rows, each line ending in `\n`.
  public static func document(header: [String], rows: [[String]]) -> String {
    ([header] + rows).map { row($0) + "\n" }.joined()
  }
}
