import Foundation
import Support
import Testing

/// A renderer's formats as `--format` and request files read them.
@Suite("RendererFormat")
struct RendererFormatTests {
  /// Formats as a renderer declares them, with a word of two parts.
  enum Sample: String, RendererFormat {
    case text, markdown, csv
    case githubBenchmark = "github-benchmark"
  }

  /// Another renderer's, which shares some words.
  enum Other: String, RendererFormat { case json, text }

  @Test("every canonical name reads as its format", arguments: Sample.allCases)
  func canonicalNames(format: Sample) {
    #expect(Sample(name: format.rawValue) == format)
  }

  @Test("the older spellings still work: table is text, md is markdown")
  func aliases() {
    #expect(Sample(name: "table") == .text)
    #expect(Sample(name: "md") == .markdown)
    #expect(Sample.aliases.count == 2)
  }

  @Test("an alias counts only where its format is written")
  func aliasOfAFormatNotWritten() {
    #expect(Other(name: "md") == nil)
    #expect(Other(name: "table") == .text)
  }

  @Test(
    "any other word is no format, case and spacing included",
    arguments: [
      "", "xml", "JSON", "Markdown", "TABLE", " text", "text ", "githubBenchmark", "github_benchmark", "txt", "DOT",
      "graphviz", "mmd", "json",
    ])
  func otherWords(name: String) {
    #expect(Sample(name: name) == nil)
  }

  @Test("JSON carries the canonical name, reads an alias too, and names the formats it refuses")
  func codable() throws {
    #expect(
      String(decoding: try JSONEncoder().encode([Sample.githubBenchmark]), as: UTF8.self) == #"["github-benchmark"]"#)
    #expect(
      try JSONDecoder().decode([Sample].self, from: Data(#"["md","table","csv"]"#.utf8)) == [.markdown, .text, .csv])
    do {
      _ = try JSONDecoder().decode([Sample].self, from: Data(#"["xml"]"#.utf8))
      Issue.record("xml decoded")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "'xml' is not one of text, markdown, csv, github-benchmark")
    }
  }

  @Test("one renderer's word in another's formats, and in a list of them")
  func acrossRenderers() {
    #expect(Other(Sample.text) == .text)
    #expect(Other(Sample.csv) == nil)
    #expect(Other.allCases.contains(Sample.text))
    #expect(!Other.allCases.contains(Sample.markdown))
  }

  @Test("a union offers the first's formats, then the second's it does not share, each once")
  func union() {
    typealias Both = FormatUnion<Other, Sample>
    #expect(Both.allCases.map(\.rawValue) == ["json", "text", "markdown", "csv", "github-benchmark"])
    #expect(Both(name: "md")?.rawValue == "markdown")
    #expect(Both(name: "xml") == nil)
    #expect(Sample(Both(name: "json")!) == nil)
  }
}
