/// Escapes text from code and paths for each output format. Every renderer passes every
/// such string through here, so a file named `<script>alert(1)</script>.swift`, `a|b.swift`
/// or one whose name holds a line break or a terminal escape sequence (`ESC ]0;…BEL`) shows
/// as its name and never as markup, a second row, or a command to the terminal.
///
/// ```swift
/// Escaping.html("<b>")          // "&lt;b&gt;"
/// Escaping.xml("a\u{7}&b")       // "a\\u{7}&amp;b"
/// Escaping.markdown("a|b")      // "a\\|b"
/// Escaping.csv("a,b")           // "\"a,b\""
/// Escaping.terminal("a\u{1B}[2Jb")  // "a\\u{1B}[2Jb"
/// Escaping.dot("a\"b")         // "a\\\"b"
/// Escaping.mermaid("a<b>")      // "a#lt;b#gt;"
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

  /// Text for XML (JUnit, SVG): the HTML entities, and control characters, which XML 1.0
  /// cannot carry, as visible escapes (``terminal(_:)``).
  public static func xml(_ text: String) -> String { html(terminal(text)) }

  /// Backslash-escapes Markdown's punctuation, and HTML's `<` `>` `&` as entities since
  /// Markdown passes raw HTML through; line breaks and other control characters become
  /// visible escapes, so a table row stays one row.
  public static func markdown(_ text: String) -> String {
    var result = ""
    for character in terminal(text) {
      switch character {
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "!", "|", "~":
        result += "\\" + String(character)
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Markdown written on purpose (code spans, emphasis) placed in a table cell: only what would
  /// end the cell or the row, a pipe or a line break, is escaped. Text from outside, such as a
  /// file or architecture name, takes ``markdown(_:)`` instead.
  public static func markdownCell(_ markdown: String) -> String {
    markdown.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  /// RFC 4180: quote a field with a comma or quote, doubling inner quotes; control
  /// characters, line breaks included, become visible escapes, so a row stays one line.
  /// A leading `=`, `+`, `-` or `@` gets a `'` so spreadsheets do not run it as a formula.
  public static func csv(_ text: String) -> String {
    var field = terminal(text)
    if let first = field.first, "=+-@".contains(first), Double(field) == nil { field = "'" + field }
    guard field.contains(where: { ",\"".contains($0) }) else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
  }

  /// Text inside a Graphviz DOT double-quoted string: a backslash and a quote are escaped,
  /// control characters shown as escapes (whose backslash is then escaped too), so a name can
  /// end neither the string nor the line.
  public static func dot(_ text: String) -> String {
    var result = ""
    for character in terminal(text) {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      default: result.append(character)
      }
    }
    return result
  }

  /// Text inside a quoted Mermaid label (`A["…"]`), where it starts a line: `"`, `#`, `<`, `>`
  /// and backticks as Mermaid's entity codes, control characters shown as escapes.
  ///
  /// Mermaid 11 reads a label as Markdown, and one that starts like a list item, a rule or a
  /// fence (`- Core`, `+`, `*`, `1.`, `1)`, `___`, `~~~`) stops the drawing ("splitLineToFitWidth
  /// does not support newlines"); that first character (after a number, the `.` or `)`) is
  /// written as its entity code too, `#45;` for `-`.
  public static func mermaid(_ text: String) -> String {
    let text = terminal(text)
    let markers = markdownBlockMarkers(in: text)
    var result = ""
    for (index, character) in zip(text.indices, text) {
      switch character {
      case "#": result += "#35;"
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "`": result += "#96;"
      case _ where markers.contains(index):
        result += "#\(character.unicodeScalars.first!.value);"
      default: result.append(character)
      }
    }
    return result
  }

  /// Where a line's start would make Markdown read a block: the first character after any
  /// spaces when it is `-`, `+`, `*`, `_`, `~` or `=`, and the `.` or `)` after leading digits.
  private static func markdownBlockMarkers(in text: String) -> Set<String.Index> {
    guard let first = text.firstIndex(where: { $0 != " " }) else { return [] }
    if "-+*_~=".contains(text[first]) { return [first] }
    guard let end = text[first...].firstIndex(where: { !$0.isASCII || !$0.isNumber }), end > first,
      ".)".contains(text[end])
    else { return [] }
    return [end]
  }

  /// Text for a terminal or a line-oriented file: every control character (C0, DEL and C1,
  /// line breaks and tabs included) as a Swift-style escape, `\n`, `\t`, `\r` or `\u{1B}`.
  public static func terminal(_ text: String) -> String {
    escapingControls(text, except: nil)
  }

  /// Each control character but `kept` as an escape, scalar by scalar (`\r\n` is one
  /// `Character`, but two controls).
  private static func escapingControls(_ text: String, except kept: Unicode.Scalar?) -> String {
    guard text.unicodeScalars.contains(where: { $0 != kept && isControl($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case _ where scalar == kept: result.unicodeScalars.append(scalar)
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// ``terminal(_:)`` line by line: the line breaks stay, every other control character shows
  /// as an escape. For text of several lines that holds names, such as an error message with
  /// its usage.
  ///
  /// ```swift
  /// Escaping.terminalLines("Error: \u{1B}[2J\nUsage: …")  // "Error: \\u{1B}[2J\nUsage: …"
  /// ```
  public static func terminalLines(_ text: String) -> String {
    escapingControls(text, except: "\n")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
