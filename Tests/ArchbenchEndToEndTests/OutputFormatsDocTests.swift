import CodeMetrics
import Dependencies
import Foundation
import History
import Rules
import Support
import Testing

@testable import archbench

/// Docs/output-formats.md held to the formats the renderers declare: the vocabulary is the
/// words some command writes, and each command's row lists exactly the words its `--format`
/// offers, so that a format added to a renderer is documented where a reader looks for it.
@Suite("Docs/output-formats.md")
struct OutputFormatsDocTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/output-formats.md")

  /// Every command with a `--format`, as its row in the page names it, with the words it offers.
  static let commands: [(name: String, formats: [String])] = [
    ("scan", FormatOption<ScanCommand>.allValueStrings),
    ("graph", FormatOption<GraphCommand>.allValueStrings),
    ("coverage", FormatOption<CoverageCommand>.allValueStrings),
    ("latency", FormatOption<LatencyCommand>.allValueStrings),
    ("check", FormatOption<CheckCommand>.allValueStrings),
    ("history", FormatOption<HistoryCommand>.allValueStrings),
    ("compare", FormatOption<CompareCommand>.allValueStrings),
    ("hotspots", FormatOption<HotspotsCommand>.allValueStrings),
    ("rules", FormatOption<RulesCommand>.allValueStrings),
    ("exercise check", FormatOption<ExerciseCommand.Check>.allValueStrings),
    ("conformance", FormatOption<ConformanceCommand>.allValueStrings),
    ("exercise measure", FormatOption<ExerciseCommand.Measure>.allValueStrings),
  ]

  /// The page's table rows, `| a | b |`, as their cells, under `heading` up to the next heading.
  static func rows(under heading: String) throws -> [[String]] {
    let text = try String(contentsOf: page, encoding: .utf8)
    let section = text.components(separatedBy: "\n## ").first { $0.hasPrefix(heading) } ?? ""
    return section.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The words in backquotes in `cell`, `` `text`, `json` `` → text, json.
  static func quoted(_ cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  /// The vocabulary table at the top of the page: the first cell of each row, the header left out.
  static func vocabulary() throws -> [String] {
    try rows(under: "# Output formats").dropFirst().compactMap { quoted($0[0]).first }
  }

  @Test("every word a command offers is in the vocabulary, and every word there is offered")
  func vocabularyIsTheWordsOffered() throws {
    let documented = Set(try Self.vocabulary())
    let offered = Set(Self.commands.flatMap(\.formats))
    #expect(!documented.isEmpty)
    #expect(offered.subtracting(documented).sorted() == [], "offered but not in the vocabulary table")
    #expect(documented.subtracting(offered).sorted() == [], "in the vocabulary table but no command writes it")
  }

  @Test("each command's row lists exactly the formats its --format offers, the default first")
  func rowsListTheFormatsOffered() throws {
    let vocabulary = Set(try Self.vocabulary())
    let rows = try Self.rows(under: "Which command writes which").dropFirst()
    for command in Self.commands {
      let row = rows.first { Self.quoted($0[0]) == [command.name] }
      #expect(row != nil, "no row for \(command.name)")
      guard let row else { continue }
      let words = Self.quoted(row[1]).filter(vocabulary.contains)
      #expect(Set(words) == Set(command.formats), "\(command.name): the page says \(words)")
      #expect(words.first == command.formats.first, "\(command.name): the default is not first")
    }
    #expect(rows.count == Self.commands.count, "a row for a command this test does not know")
  }

  @Test("a command offers its renderer's formats and no other")
  func commandsOfferTheirRenderersFormats() {
    // By type: `FormatOption<C>.value` is `C.Format`, and each command's Format is its renderer's
    // own enum, which the renderer's switch covers case by case.
    #expect(GraphCommand.Format.self == GraphRenderer.Format.self)
    #expect(ScanCommand.Format.self == ScanRenderer.Format.self)
    // The commands with modes: every word rules offers is a check's or the catalog's, and every
    // format of several revisions side by side is one that scan offers.
    for format in RulesCommand.Format.allCases {
      #expect(RulesRenderer.Format(format) != nil || RuleCatalogRenderer.Format(format) != nil)
    }
    for format in RevisionTable.Format.allCases {
      #expect(ScanRenderer.Format(format) != nil, "scan --rev writes \(format.rawValue), which scan does not offer")
    }
  }
}
