import CodeMetrics
import Foundation
import Support
import Testing

@testable import Reports

@Suite("Escaping")
struct EscapingTests {
  @Test("a hostile file name never reaches the HTML as markup")
  func html() {
    let data = Fixtures.dataWithLatency()
    let page = ReportHTMLRenderer.render(data)
    #expect(!page.contains("<script"))
    #expect(!page.contains("<i>"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;.swift"))
    // Self-contained: nothing is fetched (the only URL is the SVG namespace, which is a name).
    #expect(!page.contains("src="))
    #expect(!page.contains("url("))
    #expect(!page.contains("@import"))
    #expect(!page.contains("https://"))
  }

  @Test("a hostile file name never breaks a Markdown table or injects HTML")
  func markdown() throws {
    let readme = ReportMarkdownRenderer.readme(
      ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).data)
    #expect(!readme.contains("<script"))
    #expect(!readme.contains("<i>"))
    #expect(readme.contains("a\\|b &lt;i&gt;"))
    // Every row of a table has as many unescaped pipes as its header.
    let lines = readme.split(separator: "\n").map(String.init)
    var expected: Int?
    for line in lines {
      guard line.hasPrefix("|") else {
        expected = nil
        continue
      }
      let pipes = ReportHTMLRenderer.splitRow(line).count
      if let expected { #expect(pipes == expected, "\(line)") } else { expected = pipes }
    }
  }

  @Test("a hostile architecture name stays inert in latency.md")
  func latencyMarkdown() throws {
    let files = try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).render()
    let latency = String(decoding: try #require(files.first { $0.name == "latency.md" }).contents, as: UTF8.self)
    #expect(!latency.contains("<script"))
    #expect(latency.contains("a\\|b &lt;i&gt;&lt;script&gt;alert\\(1\\)&lt;/script&gt;.swift"))
  }

  @Test("CSV quotes a name with a pipe, comma or quote")
  func csv() {
    var data = Fixtures.data()
    data.architectures[1].name = "x,\"y\""
    let csv = ReportCSVRenderer.render(data)
    #expect(csv.contains("\"x,\"\"y\"\"\""))
    #expect(csv.split(separator: "\n").count == 3)
  }
}
