import Testing

/// The marker helper itself: a wrong place here would let a misplaced violation pass.
@Suite("Marked text")
struct MarkedTextTests {
  @Test("markers are removed; each keeps its 1-based line and UTF-8 column in the text left")
  func places() {
    let marked = MarkedText("1️⃣import A\nlet s = \"é\"; 2️⃣f()\r\n  3️⃣g() 🔟")
    #expect(marked.text == "import A\nlet s = \"é\"; f()\r\n  g() ")
    #expect(marked.markers["1️⃣"] == MarkedText.Place(line: 1, column: 1))
    // "é" is two UTF-8 bytes: swift-syntax's columns count bytes, not characters.
    #expect(marked.markers["2️⃣"] == MarkedText.Place(line: 2, column: 15))
    #expect(marked.markers["3️⃣"] == MarkedText.Place(line: 3, column: 3))
    #expect(marked.markers["🔟"] == MarkedText.Place(line: 3, column: 7))
    #expect(marked.markers.count == 4)
    #expect(marked.duplicates.isEmpty)
  }

  @Test("a digit alone is Swift, not a marker; a marker written twice is reported")
  func digitsAndDuplicates() {
    let marked = MarkedText("let a = 1 + 1️⃣x + 1️⃣y")
    #expect(marked.text == "let a = 1 + x + y")
    #expect(marked.duplicates == ["1️⃣"])
  }
}
