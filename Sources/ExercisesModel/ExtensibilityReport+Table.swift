extension ExtensibilityReport {
  /// The extensibility table, as Markdown: per exercise and architecture, files touched and
  /// lines added and removed by the reference solution; a total row; ✗ marks a solution not proven.
  public var markdownTable: [String] {
    var lines = [
      "| Exercise | " + architectures.map(\.name).joined(separator: " | ") + " |",
      "| --- | " + architectures.map { _ in "---:" }.joined(separator: " | ") + " |",
    ]
    for entry in entries {
      let cells = architectures.map { architecture in
        let cost = entry.costs[architecture.id].map(Self.cell) ?? "–"
        return entry.isProven(architecture.id) ? cost : cost + " ✗"
      }
      lines.append("| \(entry.title) | " + cells.joined(separator: " | ") + " |")
    }
    let totals = architectures.map { Self.cell(total($0.id)) }
    lines.append("| **Total** | " + totals.map { "**\($0)**" }.joined(separator: " | ") + " |")
    return lines
  }

  /// `files · +added −removed`.
  static func cell(_ cost: ChangeCost) -> String { "\(cost.filesTouched) · +\(cost.linesAdded) −\(cost.linesRemoved)" }
}
