import CleanDomain
import Testing

struct FilterEventsUseCaseTests {
  let events = [
    TestData.event(id: 1, name: "Výměna kotle", address: "Řípská 12, Praha 3", customerName: "Pekárna U Šťastných"),
    TestData.event(id: 2, name: "Kontrola čerpadla", address: "Údolní 8, Brno", customerName: "ZŠ Údolní"),
    TestData.event(
      id: 3, name: "Revize plynu", address: "Křižíkova 40, Praha 8", customerName: "Lékárna", isCompleted: true),
  ]
  let filter = DefaultFilterEventsUseCase()

  @Test func anEmptySearchKeepsEveryEventInOrder() {
    #expect(filter.execute(events, searchText: "", openOnly: false).map(\.id) == [1, 2, 3])
    #expect(filter.execute(events, searchText: "   ", openOnly: false).map(\.id) == [1, 2, 3])
  }

  @Test(arguments: [
    ("cerpadla", [2]),  // name, without diacritics
    ("STASTNYCH", [1]),  // customer, in capitals
    (" praha ", [1, 3]),  // address, with surrounding spaces
    ("zzz", []),
  ])
  func searchesNameCustomerAndAddressIgnoringCaseAndDiacritics(searchText: String, expectedIDs: [Int]) {
    #expect(filter.execute(events, searchText: searchText, openOnly: false).map(\.id) == expectedIDs)
  }

  @Test func openOnlyHidesCompletedEvents() {
    #expect(filter.execute(events, searchText: "", openOnly: true).map(\.id) == [1, 2])
  }

  @Test func openOnlyCombinesWithTheSearch() {
    #expect(filter.execute(events, searchText: "praha", openOnly: true).map(\.id) == [1])
  }
}
