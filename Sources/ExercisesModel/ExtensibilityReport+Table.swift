import Support

extension ExtensibilityReport {
  /// The extensibility table, as Markdown: per exercise, a row for the source and a row for the
  /// tests, with per architecture the files touched and lines added and removed by the reference
  /// solution; total rows. ✗ marks a solution not proven, ⚠ flaky one whose failure did not
  /// reproduce on a rerun, and a sample without reference solutions (one `archbench new` added)
  /// says so.
  ///
  /// ```
  /// | Exercise | Part | MVC | VIPER |
  /// | --- | --- | ---: | ---: |
  /// | Password rule | source | 2 · +14 −2 | 4 · +31 −3 |
  /// | Password rule | tests | 1 · +20 −0 | 2 · +41 −0 |
  /// ```
  public var markdownTable: [String] {
    var lines = Table.markdownHeader(["Exercise", "Part"] + architectures.map(\.name), rightAlignedFrom: 2)
    for entry in entries {
      for part in Part.allCases {
        let cells = architectures.map { architecture in
          guard let cost = entry.costs[architecture.id].map({ Self.cell(part.size(of: $0)) }) else {
            return Self.noSolution
          }
          // A failure that passed every rerun is a flake: unproven, but never published as a plain ✗.
          switch entry.proof(architecture.id) {
          case .proven: return cost
          case .flaky: return cost + " ⚠ flaky"
          case .unproven: return cost + " ✗"
          }
        }
        lines.append(Table.markdownRow([entry.title, part.rawValue] + cells))
      }
    }
    for part in Part.allCases {
      let totals = architectures.map { architecture in
        entries.contains { $0.hasSolution(architecture.id) }
          ? "**" + Self.cell(part.size(of: total(architecture.id))) + "**" : Formatting.missing
      }
      lines.append(Table.markdownRow(["**Total**", "**\(part.rawValue)**"] + totals))
    }
    return lines
  }

  /// The cell of an architecture without a reference solution.
  static let noSolution = "no reference solution"

  /// `files · +added −removed`.
  static func cell(_ size: ChangeSize) -> String { "\(size.filesTouched) · +\(size.linesAdded) −\(size.linesRemoved)" }

  /// A row of the table: the source or the tests of each solution.
  enum Part: String, CaseIterable {
    case source
    case tests

    func size(of cost: ChangeCost) -> ChangeSize {
      switch self {
      case .source: cost.source
      case .tests: cost.tests
      }
    }
  }
}
