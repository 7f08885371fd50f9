import CodeMetrics
import Foundation
import SyntaxReference
import Testing

/// Each fixture states its expected counts in a header comment, as tokei's test data does:
/// `// 12 lines 4 code 7 comments 1 blanks`.
@Suite("Line counts of the fixtures")
struct LineFixtureTests {
  static let fixtures = TestPaths.swiftFiles(under: TestPaths.fixtures.appendingPathComponent("Lines"))

  static func expectedCounts(of bytes: [UInt8]) -> LineCounts? {
    let head = String(decoding: bytes.prefix(400), as: UTF8.self)
    let pattern = #/(\d+) lines (\d+) code (\d+) comments (\d+) blanks/#
    guard let match = head.firstMatch(of: pattern) else { return nil }
    return LineCounts(total: Int(match.1)!, code: Int(match.2)!, comment: Int(match.3)!, blank: Int(match.4)!)
  }

  @Test func everyCaseHasAFixture() {
    let names = Set(Self.fixtures.map { $0.deletingPathExtension().lastPathComponent })
    for name in [
      "NestedBlockComments", "MultilineStrings", "RawStrings", "Interpolation", "RegexLiterals",
      "ConditionalCompilation", "Shebang", "ByteOrderMark", "CRLF", "NoFinalNewline", "UnterminatedString",
      "UnterminatedComment",
    ] {
      #expect(names.contains(name), "missing fixture \(name)")
    }
  }

  @Test(arguments: fixtures.map(\.lastPathComponent))
  func scannerMatchesTheHeader(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Lines/\(name)")))
    let expected = bytes.isEmpty ? LineCounts() : try #require(Self.expectedCounts(of: bytes), "no header in \(name)")
    #expect(LineClassifier.counts(of: bytes) == expected)
  }

  @Test(arguments: fixtures.map(\.lastPathComponent))
  func referenceMatchesTheHeader(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Lines/\(name)")))
    let expected = bytes.isEmpty ? LineCounts() : try #require(Self.expectedCounts(of: bytes))
    #expect(ReferenceLineClassifier.counts(of: bytes) == expected)
  }

  @Test func classifiesEachLineOfAStringWithAnInterpolation() {
    let source = "let s = \"\"\"\n  a\n  \\(\n\n    // note\n    x)\n  \"\"\"\n"
    #expect(
      LineClassifier.lineKinds(of: Array(source.utf8)) == [.code, .code, .code, .blank, .comment, .code, .code])
  }

  @Test func tenThousandNestedCommentsAreOneComment() {
    let source =
      String(repeating: "/* ", count: 10_000) + "\n" + String(repeating: "*/", count: 10_000) + "\nlet a = 1\n"
    #expect(LineClassifier.counts(of: Array(source.utf8)) == LineCounts(total: 3, code: 1, comment: 2, blank: 0))
  }
}
