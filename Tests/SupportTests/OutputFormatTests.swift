import Foundation
import Support
import Testing

@Suite("OutputFormat")
struct OutputFormatTests {
  @Test("every canonical name reads as its format", arguments: OutputFormat.allCases)
  func canonicalNames(format: OutputFormat) {
    #expect(OutputFormat(name: format.rawValue) == format)
  }

  @Test("the canonical names are the documented vocabulary")
  func vocabulary() {
    #expect(
      OutputFormat.allCases.map(\.rawValue) == [
        "text", "markdown", "json", "csv", "sarif", "junit", "github-benchmark", "dot", "mermaid",
      ])
  }

  @Test("the older spellings still work: table is text, md is markdown")
  func aliases() {
    #expect(OutputFormat(name: "table") == .text)
    #expect(OutputFormat(name: "md") == .markdown)
    #expect(OutputFormat.aliases.count == 2)
  }

  @Test(
    "any other word is no format, case and spacing included",
    arguments: [
      "", "xml", "JSON", "Markdown", "TABLE", " text", "text ", "githubBenchmark", "github_benchmark", "txt", "DOT",
      "graphviz", "mmd",
    ])
  func otherWords(name: String) {
    #expect(OutputFormat(name: name) == nil)
  }

  @Test("JSON carries the canonical name, and reads an alias too")
  func codable() throws {
    #expect(
      String(decoding: try JSONEncoder().encode([OutputFormat.githubBenchmark]), as: UTF8.self)
        == #"["github-benchmark"]"#)
    #expect(
      try JSONDecoder().decode([OutputFormat].self, from: Data(#"["md","table","csv"]"#.utf8)) == [
        .markdown, .text, .csv,
      ])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([OutputFormat].self, from: Data(#"["xml"]"#.utf8)) }
  }
}
