import Testing

@testable import Support

@Suite("Table")
struct TableTests {
  let table = Table(header: ["Name", "Lines"], rows: [["MVC", "1019"], ["MVVM", "873"]])

  @Test("numeric columns are right-aligned and no line ends in spaces")
  func text() {
    #expect(table.text() == "Name  Lines\nMVC    1019\nMVVM    873\n")
    #expect(table.text(rule: true) == "Name  Lines\n----  -----\nMVC    1019\nMVVM    873\n")
  }

  @Test("Markdown marks right-aligned columns")
  func markdown() {
    #expect(table.markdown() == "| Name | Lines |\n| --- | ---: |\n| MVC | 1019 |\n| MVVM | 873 |\n")
    #expect(Table.markdownHeader(["a", "b", "c"], rightAlignedFrom: 2) == ["| a | b | c |", "| --- | --- | ---: |"])
  }

  @Test("a column is numeric when every cell is a figure, a percentage or the missing mark")
  func inference() {
    let table = Table(header: ["a", "b", "c"], rows: [["1.5 %", "×1.97", "x1"], ["–", "-3", "2"]])
    #expect(table.alignments == [.right, .right, .left])
    #expect(Table(header: ["a"], rows: []).alignments == [.left])
  }

  @Test("a group label spans its columns and widens the last when it is longer")
  func groups() {
    let table = Table(
      header: ["name", "a", "b", "c"], rows: [["x", "1", "2", "3"]], alignments: [.left, .right, .right, .right],
      groups: ["", "long group label", "", "g"])
    #expect(
      table.text() == """
              long group label  g
        name  a              b  c
        x     1              2  3

        """)
  }

  @Test("control characters in any cell show as escapes in text and Markdown (issue 44 M1)")
  func controls() {
    let table = Table(
      header: ["File", "n"], rows: [["\u{1B}]0;pwned\u{7}A.swift", "1"], ["b\nc", "2"]], groups: ["\u{1B}[2J", ""])
    let text = table.text()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains("\\u{1B}]0;pwned\\u{7}A.swift  1"))
    #expect(text.contains("b\\nc"))
    #expect(text.split(separator: "\n").count == 4)
    let markdown = table.markdown()
    #expect(!markdown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(markdown.split(separator: "\n").count == 4)
  }
}
