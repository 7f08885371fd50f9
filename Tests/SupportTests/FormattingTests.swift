import Testing

@testable import Support

@Suite("Formatting")
struct FormattingTests {
  @Test("decimals are fixed and locale-independent")
  func decimals() {
    #expect(Formatting.decimal(3.14159, places: 2) == "3.14")
    #expect(Formatting.decimal(2.5, places: 0) == "2")
    #expect(Formatting.decimal(nil, places: 1) == "–")
  }

  @Test("a percentage has a space before its sign, whether given as a percentage or a share")
  func percentages() {
    #expect(Formatting.percent(97.94) == "97.9 %")
    #expect(Formatting.percent(share: 0.5) == "50.0 %")
    #expect(Formatting.percent(nil) == Formatting.missing)
    #expect(Formatting.percent(share: nil) == Formatting.missing)
  }

  @Test("counts are grouped by thousands and differences carry their sign")
  func counts() {
    #expect(Formatting.integer(1_234_567) == "1,234,567")
    #expect(Formatting.integer(-1_000) == "-1,000")
    #expect(Formatting.integer(999) == "999")
    #expect(Formatting.signed(3) == "+3")
    #expect(Formatting.signed(-2) == "-2")
    #expect(Formatting.signed(0) == "0")
  }
}
