import CodeMetrics
import Foundation
import SwiftParser
import SwiftSyntax
import SyntaxReference
import Testing

/// The scanner against the swift-syntax reference, line by line: over every Swift file in
/// this repository, and over inputs generated from them by mutation and from tricky pieces.
@Suite("Scanner against the swift-syntax reference", .serialized)
struct DifferentialTests {
  static let repositoryFiles = TestPaths.swiftFiles(under: TestPaths.repository)

  /// Pieces that open, close or imitate literals and comments.
  static let pieces = [
    "\"", "\"\"\"", "#\"", "\"#", "##\"", "\"##", "/*", "*/", "//", "/", "#/", "/#", "\\(", ")", "(", "\n", "\r\n",
    "\r", "'", "`", "\\", "#", " ", "\t", "x", "let a = ", "return ", "try? ", "/ 1 /", "/^a$/", "[", "]", "{", "}",
    "<#", "#>", "#if", "#endif", "1.5e-3", "0x1p-2", "\u{FEFF}", "\u{00A0}", "é", "∪", "\\#(", "\"\"\"#",
  ]

  @Test func agreesOnEveryFileInTheRepository() async throws {
    #expect(Self.repositoryFiles.count > 100)
    let disagreements = try await offThePool {
      var disagreements: [String] = []
      for file in Self.repositoryFiles {
        let bytes = [UInt8](try Data(contentsOf: file))
        if let difference = ReferenceComparison.compare(path: file.path, bytes: bytes) {
          disagreements.append("\(difference.path): lines \(difference.lines.prefix(3).map(\.line))")
        }
      }
      return disagreements
    }
    #expect(disagreements == [])
  }

  /// The seed and rounds of the generated inputs; set `ARCHBENCH_FUZZ_SEED` and
  /// `ARCHBENCH_FUZZ_ROUNDS` to search further than the suite does by default.
  static let seed = UInt64(ProcessInfo.processInfo.environment["ARCHBENCH_FUZZ_SEED"] ?? "") ?? 5
  static let rounds = Int(ProcessInfo.processInfo.environment["ARCHBENCH_FUZZ_ROUNDS"] ?? "") ?? 3

  @Test func agreesOnMutatedFiles() async throws {
    let disagreements = try await offThePool { try Self.mutatedDisagreements() }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements; first: \(disagreements.first ?? "")")
  }

  static func mutatedDisagreements() throws -> [String] {
    var generator = SeededGenerator(state: Self.seed)
    let sources = try repositoryFiles.filter { !$0.path.contains("/Fixtures/") }.prefix(250).map {
      [UInt8](try Data(contentsOf: $0))
    }
    var disagreements: [String] = []
    for (index, source) in sources.enumerated() where !source.isEmpty {
      for round in 0..<rounds {
        var mutant = source
        for _ in 0..<(1 + Int(generator.next() % 4)) {
          let position = Int(generator.next() % UInt64(mutant.count + 1))
          switch generator.next() % 4 {
          case 3:
            // A byte that is not UTF-8 on its own.
            mutant.insert(UInt8(0x80 + generator.next() % 0x80), at: position)
          case 0:
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            mutant.insert(contentsOf: Array(piece.utf8), at: position)
          case 1:
            let length = min(Int(generator.next() % 40), mutant.count - position)
            mutant.removeSubrange(position..<(position + length))
          default:
            mutant.removeSubrange(position...)
          }
        }
        if ReferenceComparison.compare(path: "", bytes: mutant) != nil {
          disagreements.append(
            "file \(index) round \(round): \(String(decoding: mutant, as: UTF8.self).debugDescription.prefix(300))")
        }
      }
    }
    return disagreements
  }

  /// Whether the parser closed an unclosed interpolation of a single-line string itself.
  ///
  /// In `"\(a "…`, the parser knows the expression is over and resumes the string, re-lexing
  /// the rest of the line as text; a lexer cannot know that. It happens only in code that
  /// does not compile, and is the one place where the convention follows the lexer.
  static func parserResumesString(_ text: String) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        if node.rightParen.presence == .missing || node.unexpectedBetweenExpressionsAndRightParen != nil {
          found = true
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: text))
    return finder.found
  }

  @Test func agreesOnGeneratedInputs() async throws {
    let disagreements = try await offThePool { Self.generatedDisagreements() }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements; first: \(disagreements.prefix(3))")
  }

  static func generatedDisagreements() -> [String] {
    var generator = SeededGenerator(state: Self.seed &+ 37)
    var disagreements: [String] = []
    for _ in 0..<(1000 * rounds) {
      var text = ""
      for _ in 0..<(2 + Int(generator.next() % 24)) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      if ReferenceComparison.compare(path: "", bytes: Array(text.utf8)) != nil, !parserResumesString(text) {
        disagreements.append(text.debugDescription)
      }
    }
    return disagreements
  }
}
