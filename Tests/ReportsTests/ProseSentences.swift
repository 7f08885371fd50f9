import Foundation

/// The sentences of a Markdown page's prose, each with the line it starts on: what
/// ``ProseClaims`` reads. Code (fenced blocks and inline spans) and link targets are left out,
/// since a type name, a command or an address states no measured result.
///
/// ```swift
/// let sentences = ProseSentences.of("- **Least code.** Three roles.\n")
/// // [(1, "Least code."), (1, "Three roles.")]
/// ```
enum ProseSentences {
  struct Sentence: Equatable {
    var line: Int
    var text: String
  }

  static func of(_ markdown: String) -> [Sentence] {
    var sentences: [Sentence] = []
    var paragraph: [String] = []
    var start = 0
    var inFence = false
    func flush() {
      let text = paragraph.joined(separator: " ")
      paragraph = []
      sentences += split(text).map { Sentence(line: start, text: $0) }
    }
    for (index, raw) in markdown.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("```") {
        flush()
        inFence.toggle()
        continue
      }
      if inFence { continue }
      // A blank line, a heading, a list item and a table row each start a paragraph of their own.
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("- ") || line.hasPrefix("|") { flush() }
      guard !line.isEmpty else { continue }
      if paragraph.isEmpty { start = index + 1 }
      paragraph.append(prose(line))
    }
    flush()
    return sentences
  }

  /// The line without code or link targets; `Samples/MVVM` in code still names its sample.
  static func prose(_ line: String) -> String {
    var text = replacing(#"`Samples/([A-Za-z]+)`"#, in: line, with: "$1")
    text = replacing(#"`[^`]*`"#, in: text, with: "code")
    text = replacing(#"<https?://[^>]*>|\]\([^)]*\)"#, in: text, with: "]")
    return text.replacingOccurrences(of: "**", with: "")
  }

  /// Sentences end at `.`, `!` or `?` before a capital, a quote or a parenthesis.
  static func split(_ paragraph: String) -> [String] {
    let marked = replacing(#"([.!?])\s+(?=[A-Z"“(])"#, in: paragraph, with: "$1\u{1F}")
    return marked.components(separatedBy: "\u{1F}").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  static func replacing(_ pattern: String, in text: String, with template: String) -> String {
    // The patterns are literals of this file; one that does not compile is a bug here.
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }
}
