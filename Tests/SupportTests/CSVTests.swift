import Testing

@testable import Support

@Suite("CSV")
struct CSVTests {
  @Test("a document is a header and rows, each line ending in a line feed, every field escaped")
  func document() {
    let text = CSV.document(header: ["name", "lines"], rows: [["MVC", "1019"], ["=cmd", "7"], ["a,b", ""]])
    #expect(text == "name,lines\nMVC,1019\n'=cmd,7\n\"a,b\",\n")
  }

  @Test("a field taken as it is without decoding is one Escaping.csv would leave as it is")
  func plainFields() {
    let fields = [
      "", "MVC", "1019", "-5", "-x", "=1+1", "+", "@me", "a,b", "say \"hi\"", "Sources/App/A.swift", "café.swift",
      "tab\there", "line\nbreak", "\u{1B}]0;pwned\u{7}", "del\u{7F}", "c1\u{85}", "~`!#$%^&*()_[]{}|;:'<>?/ ",
    ]
    for field in fields {
      #expect(CSV.row([field]) == Escaping.csv(field), "\(field.debugDescription)")
      if CSV.isPlain(field) { #expect(Escaping.csv(field) == field) }
    }
    #expect(CSV.isPlain("Sources/App/A.swift"))
    #expect(!CSV.isPlain("café.swift"))
  }
}
