import ServiceKit
import Testing

@testable import Redux

@MainActor
struct TasksSelectorsTests {
  private func visibleIDs(search: String = "", openOnly: Bool = false) -> [ServiceEvent.ID] {
    let state = TasksState(events: .loaded(TestData.sortedEvents), searchText: search, isOpenOnly: openOnly)
    return state.visibleEvents().map(\.id)
  }

  @Test(arguments: [
    ("cerpadla", [3]),  // name, without diacritics
    ("STASTNYCH", [1, 6]),  // customer, any case
    ("plzen", [4, 8]),  // address
    ("  zitna ", [2]),  // surrounding spaces
    ("", [5, 2, 1, 3, 4, 6, 7, 8]),
    ("zzz", []),
  ])
  func searchMatchesNameCustomerAndAddress(search: String, ids: [ServiceEvent.ID]) {
    #expect(visibleIDs(search: search) == ids)
  }

  @Test func openOnlyHidesCompletedEvents() {
    #expect(visibleIDs(openOnly: true) == [2, 1, 3, 4, 6, 7, 8])
  }

  @Test func searchAndOpenOnlyCombine() {
    #expect(visibleIDs(search: "praha", openOnly: true) == [2, 1, 6])
  }

  @Test(arguments: [Loadable<[ServiceEvent]>.notLoaded, .loading, .failed])
  func nothingIsVisibleBeforeTheEventsLoad(events: Loadable<[ServiceEvent]>) {
    #expect(TasksState(events: events).visibleEvents().isEmpty)
  }

  @Test func anEventACompletingReportIsSentForIsShownCompleted() {
    let state = TasksState(events: .loaded(TestData.sortedEvents), isOpenOnly: true)
    let report = StatusReport(eventID: 2, note: "", isCompleted: true, completionType: .repaired, photos: [])

    #expect(state.visibleEvents(whileSending: report).map(\.id) == [1, 3, 4, 6, 7, 8])
  }
}
