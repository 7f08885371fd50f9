/// Escapes text from code and paths for each output format. Every renderer passes every
/// such string through here, so a file named `<script>alert(1)</script>.swift` or
/// `a|b.swift` shows as its name and never as markup.
///
/// ```swift
/// Escaping.html("<b>")        // "&lt;b&gt;"
/// Escaping.markdown("a|b")    // "a\\|b"
/// Escaping.csv("a,b")         // "\"a,b\""
/// ```
public enum Escaping {
  public static func html(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Backslash-escapes Markdown's punctuation, and HTML's `<` `>` `&` as entities since
  /// Markdown passes raw HTML through; newlines become spaces so a table row stays one row.
  public static func markdown(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "!", "|", "~":
        result += "\\" + String(character)
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// RFC 4180: quote a field with a comma, quote or line break, doubling inner quotes.
  /// A leading `=`, `+`, `-` or `@` gets a `'` so spreadsheets do not run it as a formula.
  public static func csv(_ text: String) -> String {
    var field = text
    if let first = field.first, "=+-@".contains(first), Double(field) == nil { field = "'" + field }
    guard field.contains(where: { ",\"\n\r".contains($0) }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
