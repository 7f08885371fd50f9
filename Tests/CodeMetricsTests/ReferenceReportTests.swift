import CodeMetrics
import Foundation
import SyntaxReference
import Testing

/// `scan --compare-reference`: which files are compared, and the text that reports them.
@Suite("The reference comparison report")
struct ReferenceReportTests {
  /// An interpolation left open in a multi-line string: the scanner counts the rest of the file
  /// as code, swift-syntax resumes after the string and sees the comment lines.
  static let disagreeing = "let s = \"\"\"\n  \\(x\n  \"\"\"\n" + (1...7).map { "// q\($0)\n" }.joined()

  @Test("every discovered file is compared; only those that disagree are listed, in discovery order")
  func comparesTheDiscoveredFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", "let a = 1 // one\n\n/* two */\n")
    try folder.write("B.swift", Self.disagreeing)
    try folder.write("C.swift", "let s = \"\"\"\n  \\(x\n  \"\"\"\n// q\n")
    let report = ReferenceReport(comparing: try SourceDiscovery.discover(root: folder.path))

    #expect(report.files == 3)
    #expect(report.disagreements.map(\.path) == ["B.swift", "C.swift"])
    #expect(report.disagreements[1].scanner == LineCounts(total: 4, code: 4, comment: 0, blank: 0))
    #expect(report.disagreements[1].reference == LineCounts(total: 4, code: 3, comment: 1, blank: 0))
  }

  @Test("a file that is gone by the time it is compared is counted, and is no disagreement")
  func countsAnUnreadableFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", Self.disagreeing)
    let gone = try folder.write("B.swift", Self.disagreeing)
    let found = try SourceDiscovery.discover(root: folder.path)
    try FileManager.default.removeItem(at: gone)

    let report = ReferenceReport(comparing: found)
    #expect(report.files == 2)
    #expect(report.disagreements.map(\.path) == ["A.swift"])
  }

  @Test("the text: a count line, then per file both counts and the first five lines that differ, the path escaped")
  func rendersTheText() throws {
    let disagreement = try #require(
      ReferenceComparison.compare(path: "Bad\u{1B}.swift", bytes: Array(Self.disagreeing.utf8)))
    let text = ReferenceReportRenderer.render(ReferenceReport(files: 4, disagreements: [disagreement]))

    #expect(
      text == """

        Reference comparison: 4 files, 1 disagreements
        Bad\\u{1B}.swift: scanner 10/0/0, reference 3/7/0 (code/comment/blank); lines 4 (code vs comment), \
        5 (code vs comment), 6 (code vs comment), 7 (code vs comment), 8 (code vs comment)

        """)
    #expect(
      ReferenceReportRenderer.render(ReferenceReport(files: 0, disagreements: []))
        == "\nReference comparison: 0 files, 0 disagreements\n")
  }
}
