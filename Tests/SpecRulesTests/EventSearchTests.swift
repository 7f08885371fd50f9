import Foundation
import SpecRules
import Testing

@Suite("The list's search (SPEC §3)")
struct EventSearchTests {
  let rows = [
    Row(1, at: 1, name: "Kontrola čerpadla", customer: "Vodárna", address: "Hlavní 1"),
    Row(2, at: 2, name: "Revize kotle", customer: "Teplárna Brno", address: "Nádražní 5", done: true),
  ]

  @Test("name, customer and address; case, diacritics and surrounding spaces ignored")
  func matching() {
    #expect(rows.filter(EventSearch(text: "  CERPADLA ", openOnly: false).keeps).map(\.id) == [1])
    #expect(rows.filter(EventSearch(text: "brno", openOnly: false).keeps).map(\.id) == [2])
    #expect(rows.filter(EventSearch(text: "nadrazni", openOnly: false).keeps).map(\.id) == [2])
    #expect(rows.filter(EventSearch(text: "xyz", openOnly: false).keeps).isEmpty)
  }

  @Test("an empty search keeps all; Open only keeps those not completed")
  func emptyAndOpenOnly() {
    #expect(rows.filter(EventSearch(text: "   ", openOnly: false).keeps).map(\.id) == [1, 2])
    #expect(rows.filter(EventSearch(text: "", openOnly: true).keeps).map(\.id) == [1])
    #expect(rows.filter(EventSearch(text: "revize", openOnly: true).keeps).isEmpty)
  }
}

@Suite("The dates as SPEC.md writes them")
struct DisplayDateTests {
  @Test("d.M. on a row and d.M.yyyy HH:mm in the detail, in UTC")
  func formats() {
    let date = Date(timeIntervalSince1970: 1_795_509_000)  // 2026-11-24 08:30 UTC
    #expect(DisplayDate.dayAndMonth(date) == "24.11.")
    #expect(DisplayDate.dateAndTime(date) == "24.11.2026 08:30")
  }
}
