import Testing

@testable import Support

@Suite("Escaping")
struct EscapingTests {
  @Test("each format's markup is escaped")
  func markup() {
    #expect(Escaping.html("<script>&\"'") == "&lt;script&gt;&amp;&quot;&#39;")
    #expect(Escaping.markdown("a|b_c<d>") == "a\\|b\\_c&lt;d&gt;")
    #expect(Escaping.xml("a\u{7}<b>") == "a\\u{7}&lt;b&gt;")
    #expect(Escaping.markdownCell("`a|b` *c*\nd") == "`a\\|b` *c* d")
  }

  @Test("CSV quotes commas and quotes, and keeps a spreadsheet from running a formula")
  func csv() {
    #expect(Escaping.csv("a,\"b\"") == "\"a,\"\"b\"\"\"")
    #expect(Escaping.csv("=cmd()") == "'=cmd()")
    #expect(Escaping.csv("@SUM(A1)") == "'@SUM(A1)")
    #expect(Escaping.csv("-1.5") == "-1.5")
    #expect(Escaping.csv("a\nb,c") == "\"a\\nb,c\"")
  }

  @Test("control characters become visible escapes, so a name cannot drive the terminal")
  func terminal() {
    #expect(Escaping.terminal("\u{1B}]0;owned\u{07}\u{1B}[31mred.swift") == "\\u{1B}]0;owned\\u{7}\\u{1B}[31mred.swift")
    #expect(Escaping.terminal("tab\there\r\n") == "tab\\there\\r\\n")
    #expect(Escaping.terminal("\u{9B}2J") == "\\u{9B}2J")
  }

  @Test("line by line, the line breaks stay and every other control character is escaped")
  func terminalLines() {
    #expect(Escaping.terminalLines("Error: \u{1B}[2J\nUsage: x\n") == "Error: \\u{1B}[2J\nUsage: x\n")
    #expect(Escaping.terminalLines("a\r\nb\u{7}") == "a\\r\nb\\u{7}")
    #expect(Escaping.terminalLines("plain\n") == "plain\n")
  }

  @Test("a Mermaid label that starts like a Markdown list, rule or fence starts with an entity code (issue 44 L9)")
  func mermaidBlocks() {
    #expect(Escaping.mermaid("- Core") == "#45; Core")
    #expect(Escaping.mermaid("-") == "#45;")
    #expect(Escaping.mermaid("+") == "#43;")
    #expect(Escaping.mermaid("*") == "#42;")
    #expect(Escaping.mermaid("1.") == "1#46;")
    #expect(Escaping.mermaid("12) x") == "12#41; x")
    #expect(Escaping.mermaid("  - x") == "  #45; x")
    #expect(Escaping.mermaid("___") == "#95;__")
    #expect(Escaping.mermaid("~~~") == "#126;~~")
    // Only a line's start reads as a block: inside a name these stay as they are.
    #expect(Escaping.mermaid("Data-Layer 1.2 a+b") == "Data-Layer 1.2 a+b")
    #expect(Escaping.mermaid("1st") == "1st")
  }
}
