/// The report as an aligned table for the terminal, one row per architecture.
///
/// ```
///               unit tests              conformance             own tests     code lines
/// architecture  lines   funcs  regions  lines   funcs  regions  tests  cases  tests  production  test:code  platform-free types
/// MVC           98.9%   98.8%  97.2%    …
/// ```
enum TableRenderer {
  private struct Column: Sendable {
    var group: String
    var title: String
    var leftAligned = false
    var value: @Sendable (ArchitectureCoverage) -> String
  }

  private static let columns: [Column] = [
    Column(group: "", title: "architecture", leftAligned: true) { $0.name },
    Column(group: "unit tests", title: "lines") { NumberFormatting.percent($0.unitTests.lines.percent) },
    Column(group: "", title: "funcs") { NumberFormatting.percent($0.unitTests.functions.percent) },
    Column(group: "", title: "regions") { NumberFormatting.percent($0.unitTests.regions.percent) },
    Column(group: "conformance", title: "lines") { NumberFormatting.percent($0.conformance.lines.percent) },
    Column(group: "", title: "funcs") { NumberFormatting.percent($0.conformance.functions.percent) },
    Column(group: "", title: "regions") { NumberFormatting.percent($0.conformance.regions.percent) },
    Column(group: "own tests", title: "tests") { "\($0.tests.tests)" },
    Column(group: "", title: "cases") { "\($0.tests.cases)" },
    Column(group: "code lines", title: "tests") { "\($0.testLines)" },
    Column(group: "", title: "production") { "\($0.productionLines)" },
    Column(group: "", title: "test:code") { NumberFormatting.ratio($0.testToCodeRatio) },
    Column(group: "types", title: "platform-free") {
      "\($0.types.platformFree)/\($0.types.total) \(NumberFormatting.percent($0.types.platformFreeShare.map { $0 * 100 }))"
    },
  ]

  private static let gap = "  "

  static func render(_ report: CoverageReport) -> String {
    let rows = report.architectures.map { architecture in columns.map { $0.value(architecture) } }
    var widths = columns.enumerated().map { index, column in
      rows.map { $0[index].count }.reduce(column.title.count, max)
    }
    // A group's label sits over its first column; widen the group's last column if the
    // label would run into the next group.
    for (start, end) in groupRanges() {
      let span = widths[start...end].reduce(0, +) + gap.count * (end - start)
      if columns[start].group.count > span { widths[end] += columns[start].group.count - span }
    }

    var lines: [String] = []
    lines.append(line(columns.map(\.group), widths: widths, leftAligned: true))
    lines.append(line(columns.map(\.title), widths: widths, alignments: columns.map(\.leftAligned)))
    for row in rows { lines.append(line(row, widths: widths, alignments: columns.map(\.leftAligned))) }
    lines.append("")
    lines.append(contentsOf: legend(report))
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
  }

  private static func legend(_ report: CoverageReport) -> [String] {
    [
      "Coverage is llvm-cov's, of each sample's Sources/ only: \"unit tests\" by the sample's own test targets,",
      "\"conformance\" by Tests/ConformanceTests. Tests count @Test functions; cases count each argument of",
      "a parameterized test. Code lines exclude blank and comment-only lines. A type is platform-free when",
      "neither it nor the sample types it names import or name HeadlessUI, HeadlessUIKit or HeadlessSwiftUI.",
      "Measured \(ISO8601Formatting.string(from: report.measuredAt)) with \(report.toolchain).",
    ]
  }

  /// The first and last column index of each titled group.
  private static func groupRanges() -> [(Int, Int)] {
    var ranges: [(Int, Int)] = []
    for (index, column) in columns.enumerated() {
      if !column.group.isEmpty || index == 0 {
        ranges.append((index, index))
      } else if let last = ranges.popLast() {
        ranges.append((last.0, index))
      }
    }
    return ranges
  }

  private static func line(_ cells: [String], widths: [Int], leftAligned: Bool) -> String {
    line(cells, widths: widths, alignments: Array(repeating: leftAligned, count: cells.count))
  }

  private static func line(_ cells: [String], widths: [Int], alignments: [Bool]) -> String {
    zip(cells, zip(widths, alignments)).map { cell, layout in
      let padding = String(repeating: " ", count: max(0, layout.0 - cell.count))
      return layout.1 ? cell + padding : padding + cell
    }.joined(separator: gap)
  }
}

extension String {
  fileprivate var trailingSpacesRemoved: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
