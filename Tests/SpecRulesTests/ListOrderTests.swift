import Foundation
import SpecRules
import Testing

/// A listed event with only what SPEC §3 reads.
struct Row: ListedEvent, Equatable {
  var id: Int
  var name = ""
  var customerName = ""
  var address = ""
  var date: Date
  var isCompleted = false

  init(_ id: Int, at minute: Double, name: String = "", customer: String = "", address: String = "", done: Bool = false)
  {
    self.id = id
    self.date = Date(timeIntervalSince1970: minute * 60)
    self.name = name
    self.customerName = customer
    self.address = address
    self.isCompleted = done
  }
}

@Suite("The list's order (SPEC §3)")
struct ListOrderTests {
  @Test("earliest first; the same time by id")
  func order() {
    let rows = [Row(3, at: 10), Row(1, at: 20), Row(2, at: 10), Row(4, at: 5)]
    #expect(rows.sorted(by: isListedBefore).map(\.id) == [4, 2, 3, 1])
  }

  @Test("a placed event replaces the one with its id, in order")
  func place() {
    var rows = [Row(1, at: 1), Row(2, at: 2), Row(3, at: 3)]
    rows.place(Row(1, at: 4))
    #expect(rows.map(\.id) == [2, 3, 1])
    rows.place(Row(5, at: 0))
    #expect(rows.map(\.id) == [5, 2, 3, 1])
    rows.place(Row(6, at: 3))
    #expect(rows.map(\.id) == [5, 2, 3, 6, 1])
  }
}
