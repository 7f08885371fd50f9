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
}
