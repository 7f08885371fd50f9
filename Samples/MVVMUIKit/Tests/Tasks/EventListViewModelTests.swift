import Foundation
import ServiceKit
import Testing

@testable import MVVMUIKit

/// `EventListViewModel`: loading, the rows, search and open-only, pull to refresh, live changes, and reports.
@MainActor
struct EventListViewModelTests {
  static let sortedIDs = [5, 2, 1, 3, 4, 6, 7, 8]

  @Test func showsTheSpinnerUntilTheEventsArriveEarliestFirst() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let list = EventListViewModel(backend: backend)
    let rows = Recorder(list.$rows)

    list.loadRequested.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(rows.last == .loading)

    backend.release(.events)
    await waitUntil { rows.last?.value != nil }

    #expect(ids(rows.last) == Self.sortedIDs)
  }

  @Test func rowsShowDateNameAddressCustomerAndCompletion() async throws {
    let list = await loadedList(on: try await loggedInBackend())

    let rows = try #require(list.rows.value)
    let open = try #require(rows.first { $0.id == 1 })
    #expect(open.date == "24.11.")
    #expect(open.name == "Výměna kotle")
    #expect(open.address == "Řípská 12, Praha 3")
    #expect(open.customerName == "Pekárna U Šťastných")
    #expect(open.status == nil)
    #expect(rows.first { $0.id == 5 }?.status == "Completed")
    #expect(rows.first { $0.id == 8 }?.date == "1.12.")
  }

  @Test func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let list = EventListViewModel(backend: backend)
    let rows = Recorder(list.$rows)

    list.loadRequested.send()
    await waitUntil { rows.values.count == 3 }

    #expect(rows.last == .failed(message: "Could not load events."))

    list.loadRequested.send()
    await waitUntil { rows.last?.value != nil }

    #expect(rows.values.map(\.value?.count) == [nil, nil, nil, nil, 8])
  }

  @Test func pullToRefreshKeepsTheRowsUntilTheNewEventsArrive() async throws {
    let backend = try await loggedInBackend()
    let list = await loadedList(on: backend)
    let refreshing = Recorder(list.$isRefreshing)
    backend.simulate(.removed(7), push: false)
    backend.hold(.events)

    list.refreshPulled.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(refreshing.values == [false, true])
    #expect(ids(list.rows) == Self.sortedIDs)

    backend.release(.events)
    await waitUntil { refreshing.last == false }

    #expect(ids(list.rows) == [5, 2, 1, 3, 4, 6, 8])
  }

  @Test(
    arguments: [
      ("cerpadla", [3]), ("STASTNYCH", [1, 6]), (" plzen ", [4, 8]), ("", [5, 2, 1, 3, 4, 6, 7, 8]), ("zzz", []),
    ])
  func searchMatchesNameCustomerOrAddressIgnoringCaseDiacriticsAndSpaces(
    searchText: String, expectedIDs: [Int]
  ) async throws {
    let list = await loadedList(on: try await loggedInBackend())

    list.searchText.send(searchText)

    #expect(ids(list.rows) == expectedIDs)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let list = await loadedList(on: try await loggedInBackend())
    let rows = Recorder(list.$rows)

    list.isOpenOnly.send(true)
    list.searchText.send("praha")
    list.isOpenOnly.send(false)

    #expect(rows.values.map(ids) == [Self.sortedIDs, [2, 1, 3, 4, 6, 7, 8], [2, 1, 6], [5, 2, 1, 6]])
  }

  @Test func anOverlappingLoadShowsOnlyTheLatestAnswer() async throws {
    let backend = try await loggedInBackend()
    let list = await loadedList(on: backend)
    let rows = Recorder(list.$rows)
    let refreshing = Recorder(list.$isRefreshing)
    backend.hold(.events)
    list.refreshPulled.send()
    list.loadRequested.send()
    await waitUntil { backend.heldCallCount == 2 }

    backend.release(.events)
    await waitUntil { rows.last?.value != nil }
    // The pull's answer, whichever call ends last, would arrive within these yields; it is dropped.
    await waitUntil { rows.values.count > 3 }

    #expect(backend.calls.filter { $0 == .events }.count == 3)
    #expect(rows.values.map(\.value?.count) == [8, nil, 8])
    #expect(refreshing.values == [false, true, false])
  }

  @Test func theEmptyStateSaysSoOnlyWhenNoEventMatches() async throws {
    let list = EventListViewModel(backend: try await loggedInBackend())
    let texts = Recorder(list.$emptyStateText)
    list.loadRequested.send()
    await waitUntil { list.rows.value != nil }

    list.searchText.send("zzz")
    list.searchText.send("zzzz")
    list.searchText.send("")

    #expect(texts.values == [nil, "No events found.", nil])
  }

  @Test func selectingARowOpensTheDetailOfItsEvent() async throws {
    let list = await loadedList(on: try await loggedInBackend())
    let details = Recorder(list.detailOpened)
    list.searchText.send("praha")

    list.rowSelected.send(2)
    list.rowSelected.send(9)

    #expect(details.values.count == 1)
    let detail = try #require(details.last)
    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }
    #expect(detail.state.value?.name == "Výměna kotle")
  }

  @Test func liveChangesAddUpdateAndRemoveEventsInDateOrder() async throws {
    let backend = try await loggedInBackend()
    let list = await loadedList(on: backend)
    #expect(backend.liveSubscriberCount == 1)

    backend.simulate(.added(newEvent(id: 9, date: "2026-11-22T10:00:00Z")))
    await waitUntil { ids(list.rows).contains(9) }
    #expect(ids(list.rows) == [5, 9, 2, 1, 3, 4, 6, 7, 8])

    var moved = try #require(backend.storedEvent(id: 3))
    moved.name = "Kontrola čerpadla a filtrů"
    moved.date = moved.date.addingTimeInterval(7 * 24 * 3600)
    backend.simulate(.updated(moved))
    await waitUntil { ids(list.rows).last == 3 }
    #expect(ids(list.rows) == [5, 9, 2, 1, 4, 6, 7, 8, 3])
    #expect(list.rows.value?.last?.name == "Kontrola čerpadla a filtrů")
    #expect(list.rows.value?.last?.date == "2.12.")

    backend.simulate(.removed(2))
    await waitUntil { !ids(list.rows).contains(2) }
    #expect(ids(list.rows) == [5, 9, 1, 4, 6, 7, 8, 3])
  }

  @Test func liveChangesFollowTheSearchAndOpenOnly() async throws {
    let backend = try await loggedInBackend()
    let list = await loadedList(on: backend)
    list.searchText.send("brno")
    list.isOpenOnly.send(true)

    backend.simulate(.added(newEvent(id: 9, date: "2026-11-22T10:00:00Z")))
    backend.simulate(.added(newEvent(id: 10, date: "2026-11-22T11:00:00Z", address: "Dlouhá 1, Praha 1")))
    var completed = newEvent(id: 11, date: "2026-11-30T10:00:00Z")
    completed.report = StatusReport(eventID: 11, note: "", isCompleted: true, completionType: .other, photos: [])
    backend.simulate(.added(completed))
    await waitUntil { ids(list.rows) == [9, 3] }

    #expect(ids(list.rows) == [9, 3])
  }

  @Test func liveChangesBeforeTheEventsArriveAreLeftToTheLoad() async throws {
    let backend = try await loggedInBackend()
    let list = EventListViewModel(backend: backend)

    backend.simulate(.removed(2))
    await Task.yield()

    #expect(list.rows == .loading)

    list.loadRequested.send()
    await waitUntil { list.rows.value != nil }

    #expect(ids(list.rows) == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test func liveUpdatesEndWithTheViewModel() async throws {
    let backend = try await loggedInBackend()
    var list: EventListViewModel? = EventListViewModel(backend: backend)
    #expect(backend.liveSubscriberCount == 1)

    list = nil
    await waitUntil { backend.liveSubscriberCount == 0 }

    #expect(list == nil)
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func aReportSentFromTheDetailCompletesTheRowAtOnce() async throws {
    let backend = try await loggedInBackend()
    let list = await loadedList(on: backend)
    let details = Recorder(list.detailOpened)
    list.rowSelected.send(2)
    let detail = try #require(details.last)
    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }
    let reports = Recorder(detail.reportFormOpened)
    detail.reportStatusTapped.send()
    let report = try #require(reports.last)
    report.isCompleted.send(true)
    report.completionTypeIndex.send(1)

    backend.hold(.submitReport)

    report.sendTapped.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(list.rows.value?.first { $0.id == 1 }?.status == "Completed")

    backend.release(.submitReport)
    await waitUntil { report.sendStatus == .sent }

    #expect(detail.state.value?.status == "Completed")
    #expect(list.rows.value?.first { $0.id == 1 }?.status == "Completed")
    list.isOpenOnly.send(true)
    #expect(!ids(list.rows).contains(1))
  }

  private func loadedList(on backend: FixtureBackend) async -> EventListViewModel {
    let list = EventListViewModel(backend: backend)
    list.loadRequested.send()
    await waitUntil { list.rows.value != nil }
    return list
  }

  private func ids(_ rows: LoadState<[EventRow]>?) -> [Int] {
    rows?.value?.map(\.id) ?? []
  }

  private func newEvent(id: Int, date: String, address: String = "Údolní 20, Brno") -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: "Oprava bojleru", address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "Bojler netopí.", contact: customer.contact, customerID: customer.id,
      customerName: customer.name, location: customer.location)
  }
}
