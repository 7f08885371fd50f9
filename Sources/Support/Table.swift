/// Rows laid out as a terminal table or a Markdown table, one layout for every command.
///
/// In text, columns are separated by two spaces, a right-aligned column's cells are padded
/// on the left, and no line ends in spaces (they only make diffs noisy). A column is
/// right-aligned when given so, or, by default, when every cell of it looks like a number.
/// Markup is the caller's to escape (``Escaping/markdown(_:)``), since only the caller knows
/// which cells hold it on purpose; control characters are the table's: in both layouts every
/// cell, header and group label shows them as escapes (``Escaping/terminal(_:)``), so a file
/// named `ESC ]0;…BEL.swift` never reaches the terminal as a command, and a row stays one line.
///
/// ```swift
/// let table = Table(header: ["Name", "Lines"], rows: [["MVC", "1019"], ["MVVM", "873"]])
/// table.text()
/// // "Name  Lines\nMVC    1019\nMVVM    873\n"
/// table.markdown()
/// // "| Name | Lines |\n| --- | ---: |\n| MVC | 1019 |\n| MVVM | 873 |\n"
/// ```
public struct Table: Sendable {
  /// Where a column's cells sit.
  public enum Alignment: Sendable {
    case left
    case right
  }

  public var header: [String]
  public var rows: [[String]]
  public var alignments: [Alignment]
  /// Labels over groups of columns, drawn above the header in text: a label sits over its
  /// first column and spans the columns after it whose label is empty.
  public var groups: [String]?

  /// A table; `alignments` defaults to right for columns whose every cell looks numeric.
  public init(header: [String], rows: [[String]], alignments: [Alignment]? = nil, groups: [String]? = nil) {
    self.header = header
    self.rows = rows
    self.groups = groups
    self.alignments =
      alignments
      ?? header.indices.map { column in
        let cells = rows.map { column < $0.count ? $0[column] : "" }
        return !cells.isEmpty && cells.allSatisfy(Self.looksNumeric) ? .right : .left
      }
  }

  /// Aligned columns, with a dashed rule under the header when `rule` is set.
  public func text(rule: Bool = false) -> String {
    let header = header.map(Escaping.terminal)
    let rows = rows.map { $0.map(Escaping.terminal) }
    let groups = groups?.map(Escaping.terminal)
    var widths = header.indices.map { column in
      ([header] + rows).map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    var lines: [String] = []
    if let groups {
      let spans = Self.spans(of: groups, columns: widths.count)
      for span in spans {
        let width = Self.width(of: span.columns, widths)
        if span.label.count > width { widths[span.columns.upperBound] += span.label.count - width }
      }
      lines.append(groupLine(spans, widths: widths))
    }
    lines.append(line(header, widths: widths, alignments: alignments))
    if rule { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    lines += rows.map { line($0, widths: widths, alignments: alignments) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A GitHub-flavoured Markdown table, right-aligned columns marked `---:`.
  public func markdown() -> String {
    ([Self.markdownRow(header), Self.markdownRow(alignments.map { $0 == .right ? "---:" : "---" })]
      + rows.map(Self.markdownRow)).map { $0 + "\n" }.joined()
  }

  /// One Markdown table row, `| a | b |`, for renderers that interleave rows with other text.
  public static func markdownRow(_ cells: [String]) -> String {
    "| " + cells.map(Escaping.terminal).joined(separator: " | ") + " |"
  }

  /// The header row and the alignment row of a Markdown table whose columns from
  /// `rightAlignedFrom` on hold numbers.
  public static func markdownHeader(_ cells: [String], rightAlignedFrom: Int = 1) -> [String] {
    [markdownRow(cells), markdownRow(cells.indices.map { $0 >= rightAlignedFrom ? "---:" : "---" })]
  }

  /// Digits, optionally with a sign, separators, a decimal point, a unit such as `%` or `×`,
  /// or the missing-value mark.
  static func looksNumeric(_ cell: String) -> Bool {
    guard cell.contains(where: \.isNumber) || cell == Formatting.missing else { return false }
    return cell.allSatisfy { $0.isNumber || "+-.,% ×–".contains($0) }
  }

  private func line(_ cells: [String], widths: [Int], alignments: [Alignment]) -> String {
    var text = widths.indices.map { column in
      let cell = column < cells.count ? cells[column] : ""
      let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
      return alignments[column] == .right ? padding + cell : cell + padding
    }.joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Each group's label and the columns it spans: from a labelled column (or the first) up
  /// to the next labelled one.
  private static func spans(of groups: [String], columns: Int) -> [(label: String, columns: ClosedRange<Int>)] {
    var spans: [(label: String, columns: ClosedRange<Int>)] = []
    for column in 0..<columns {
      let label = column < groups.count ? groups[column] : ""
      if let last = spans.last, label.isEmpty {
        spans[spans.count - 1].columns = last.columns.lowerBound...column
      } else {
        spans.append((label, column...column))
      }
    }
    return spans
  }

  /// The columns' widths and the gaps between them.
  private static func width(of columns: ClosedRange<Int>, _ widths: [Int]) -> Int {
    widths[columns].reduce(0, +) + 2 * (columns.count - 1)
  }

  private func groupLine(_ spans: [(label: String, columns: ClosedRange<Int>)], widths: [Int]) -> String {
    var text = spans.map { span in
      let width = Self.width(of: span.columns, widths)
      return span.label + String(repeating: " ", count: max(0, width - span.label.count))
    }.joined(separator: "  ")
    while text.last == " " { text.removeLast() }
    return text
  }
}
