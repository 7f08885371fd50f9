import Support

extension ExtensibilityReport {
  /// The extensibility table, as Markdown: per exercise and architecture, files touched and
  /// lines added and removed by the reference solution; a total row; ✗ marks a solution not proven.
  public var markdownTable: [String] {
    var lines = Table.markdownHeader(["Exercise"] + architectures.map(\.name))
    for entry in entries {
      let cells = architectures.map { architecture in
        let cost = entry.costs[architecture.id].map(Self.cell) ?? Formatting.missing
        return entry.isProven(architecture.id) ? cost : cost + " ✗"
      }
      lines.append(Table.markdownRow([entry.title] + cells))
    }
    let totals = architectures.map { Self.cell(total($0.id)) }
    lines.append(Table.markdownRow(["**Total**"] + totals.map { "**\($0)**" }))
    return lines
  }

  /// `files · +added −removed`.
  static func cell(_ cost: ChangeCost) -> String { "\(cost.filesTouched) · +\(cost.linesAdded) −\(cost.linesRemoved)" }
}
