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
    fields.map { isPlain($0) ? $0 : Escaping.csv($0) }.joined(separator: ",")
  }

  /// Whether ``Escaping/csv(_:)`` leaves `field` as it is, found without decoding a character:
  /// printable ASCII without a comma or quote, not starting as a formula would. Most fields
  /// (numbers, plain paths) are; a scan of 200,000 files writes two million of them.
  static func isPlain(_ field: String) -> Bool {
    guard let first = field.utf8.first else { return true }
    if first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
      || first == UInt8(ascii: "@")
    {
      return false
    }
    return field.utf8.allSatisfy(isPlain(byte:))
  }

  private static func isPlain(byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: ",") && byte != UInt8(ascii: "\"")
  }

  /// A header line and the rows, each line ending in `\n`.
  public static func document(header: [String], rows: [[String]]) -> String {
    ([header] + rows).map { row($0) + "\n" }.joined()
  }
}
