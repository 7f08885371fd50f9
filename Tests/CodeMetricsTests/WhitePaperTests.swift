import Foundation
import Testing

@testable import CodeMetrics

/// The white paper's examples (Campbell, *Cognitive Complexity*, SonarSource, 1.5), translated to
/// Swift in `Fixtures/WhitePaper`, each function marked `// white-paper: NAME FIGURE` with the
/// paper's figure, or `… archbench FIGURE: REASON` where archbench deviates on purpose (the same
/// deviations as `STRUCTURE.md`). `Scripts/agreement/white-paper.sh` reads the same markers.
@Suite("White paper examples")
struct WhitePaperTests {
  struct Example: CustomTestStringConvertible {
    var name: String
    var fixture: String
    var paper: Int
    /// archbench's figure where it deviates on purpose, with the reason beside it in the fixture.
    var documented: Int?
    var testDescription: String { "\(name) (\(fixture))" }
  }

  static let folder = TestPaths.fixtures.appendingPathComponent("WhitePaper")

  static let examples: [Example] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var examples: [Example] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        guard let marker = line.ranges(of: "// white-paper:").first else { continue }
        let words = line[marker.upperBound...].split(separator: " ")
        guard words.count >= 2, let paper = Int(words[1]) else { continue }
        let documented = words.count >= 4 && words[2] == "archbench" ? Int(words[3].dropLast()) : nil
        examples.append(Example(name: String(words[0]), fixture: file, paper: paper, documented: documented))
      }
    }
    return examples
  }()

  @Test func everyExampleOfThePaperIsThere() {
    // 22 functions: Fig. 1's two, the shorthand pair, the six logical sequences, the three
    // nesting examples, Appendix A's two, Appendix C's four, and three for the recursion rule.
    #expect(Self.examples.count == 22)
    #expect(Set(Self.examples.map(\.name)).count == Self.examples.count)
  }

  @Test(arguments: examples)
  func matchesThePaperOrItsDocumentedDeviation(_ example: Example) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent(example.fixture), encoding: .utf8)
    let structure = FileStructure(parsing: Array(source.utf8))
    let function = structure.functions.first { $0.name.prefix { $0 != "(" } == example.name }
    #expect(function?.cognitiveComplexity == (example.documented ?? example.paper))
  }

  @Test func onlyTheDocumentedDeviationsDiffer() {
    // `#if` (compile-time), and Appendix A's exemptions for JavaScript and Python idioms.
    #expect(Self.examples.filter { $0.documented != nil }.map(\.name) == ["myMethod3", "outerFunction", "aDecorator"])
  }
}
