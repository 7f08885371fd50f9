import Support

extension ExtensibilityReport {
  /// The extensibility table, as Markdown: per exercise and architecture, files touched and
  /// lines added and removed by the reference solution; a total row; ✗ marks a solution not proven,
  /// and a sample without reference solutions (one `archbench new` added) says so.
  public var markdownTable: [String] {
    var lines = Table.markdownHeader(["Exercise"] + architectures.map(\.name))
    for entry in entries {
      let cells = architectures.map { architecture in
        guard let cost = entry.costs[architecture.id].map(Self.cell) else { return Self.noSolution }
        return entry.isProven(architecture.id) ? cost : cost + " ✗"
      }
      lines.append(Table.markdownRow([entry.title] + cells))
    }
    let totals = architectures.map { architecture in
      entries.contains { $0.hasSolution(architecture.id) } ? Self.cell(total(architecture.id)) : Formatting.missing
    }
    lines.append(Table.markdownRow(["**Total**"] + totals.map { "**\($0)**" }))
    return lines
  }

  /// The cell of an architecture without a reference solution.
  static let noSolution = "no reference solution"

  /// `files · +added −removed`.
  static func cell(_ cost: ChangeCost) -> String { "\(cost.filesTouched) · +\(cost.linesAdded) −\(cost.linesRemoved)" }
}
