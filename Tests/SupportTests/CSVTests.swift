import Testing

@testable import Support

@Suite("CSV")
struct CSVTests {
  @Test("a document is a header and rows, each line ending in a line feed, every field escaped")
  func document() {
    let text = CSV.document(header: ["name", "lines"], rows: [["MVC", "1019"], ["=cmd", "7"], ["a,b", ""]])
    #expect(text == "name,lines\nMVC,1019\n'=cmd,7\n\"a,b\",\n")
  }
}
