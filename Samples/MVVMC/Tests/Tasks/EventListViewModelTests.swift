import Foundation
import ServiceKit
import Testing

@testable import MVVMC

/// `EventListViewModel`: loading, the rows, search and open-only, live changes, and selecting an event.
struct EventListViewModelTests {
  static let sortedIDs = [5, 2, 1, 3, 4, 6, 7, 8]

  @Test @MainActor func startsLoading() {
    #expect(EventListViewModel(backend: FixtureBackend()) { _ in }.rows.value == nil)
    #expect(EventListViewModel(backend: FixtureBackend()) { _ in }.searchText == "")
    #expect(!EventListViewModel(backend: FixtureBackend()) { _ in }.isOpenOnly)
  }

  @Test @MainActor func showsTheEventsEarliestFirst() async throws {
    let list = EventListViewModel(backend: try await loggedInBackend()) { _ in }

    await list.load()

    #expect(ids(list) == Self.sortedIDs)
  }

  @Test @MainActor func rowsShowDateNameAddressCustomerAndCompletion() async throws {
    let list = EventListViewModel(backend: try await loggedInBackend()) { _ in }

    await list.load()

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

  @Test @MainActor func showsTheSpinnerUntilTheEventsArrive() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let list = EventListViewModel(backend: backend) { _ in }

    let load = Task { await list.load() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(list.rows == .loading)

    backend.release(.events)
    await load.value

    #expect(ids(list) == Self.sortedIDs)
  }

  @Test @MainActor func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let list = EventListViewModel(backend: backend) { _ in }

    await list.load()

    #expect(list.rows.value == nil)
    guard case .failed(let message) = list.rows else {
      Issue.record("Expected a failure, got \(list.rows)")
      return
    }
    #expect(message == "Could not load events.")

    await list.load()

    #expect(ids(list) == Self.sortedIDs)
  }

  @Test @MainActor func reloadingKeepsTheRowsUntilTheNewEventsArrive() async throws {
    let backend = try await loggedInBackend()
    let list = EventListViewModel(backend: backend) { _ in }
    await list.load()
    backend.simulate(.removed(7), push: false)
    backend.hold(.events)

    let reload = Task { await list.load() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(ids(list) == Self.sortedIDs)

    backend.release(.events)
    await reload.value

    #expect(ids(list) == [5, 2, 1, 3, 4, 6, 8])
  }

  @Test(
    arguments: [
      ("cerpadla", [3]), ("STASTNYCH", [1, 6]), (" plzen ", [4, 8]), ("", [5, 2, 1, 3, 4, 6, 7, 8]), ("zzz", []),
    ])
  @MainActor func searchMatchesNameCustomerOrAddressIgnoringCaseDiacriticsAndSpaces(
    searchText: String, expectedIDs: [Int]
  ) async throws {
    let list = EventListViewModel(backend: try await loggedInBackend()) { _ in }
    await list.load()

    list.searchText = searchText

    #expect(ids(list) == expectedIDs)
  }

  @Test @MainActor func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let list = EventListViewModel(backend: try await loggedInBackend()) { _ in }
    await list.load()

    list.isOpenOnly = true

    #expect(ids(list) == [2, 1, 3, 4, 6, 7, 8])

    list.searchText = "praha"

    #expect(ids(list) == [2, 1, 6])
  }

  @Test @MainActor func liveChangesAddUpdateAndRemoveEventsInDateOrder() async throws {
    let backend = try await loggedInBackend()
    let list = EventListViewModel(backend: backend) { _ in }
    await list.load()
    let observation = Task { await list.observeLiveChanges() }
    await waitUntil { backend.liveSubscriberCount == 1 }

    backend.simulate(.added(newEvent(id: 9, date: "2026-11-22T10:00:00Z")))
    await waitUntil { ids(list).contains(9) }
    #expect(ids(list) == [5, 9, 2, 1, 3, 4, 6, 7, 8])

    var moved = try #require(backend.storedEvent(id: 3))
    moved.name = "Kontrola čerpadla a filtrů"
    moved.date = moved.date.addingTimeInterval(7 * 24 * 3600)
    backend.simulate(.updated(moved))
    await waitUntil { ids(list).last == 3 }
    #expect(ids(list) == [5, 9, 2, 1, 4, 6, 7, 8, 3])
    #expect(list.rows.value?.last?.name == "Kontrola čerpadla a filtrů")
    #expect(list.rows.value?.last?.date == "2.12.")

    backend.simulate(.removed(2))
    await waitUntil { !ids(list).contains(2) }
    #expect(ids(list) == [5, 9, 1, 4, 6, 7, 8, 3])

    observation.cancel()
    await observation.value
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test @MainActor func liveChangesFollowTheSearchAndOpenOnly() async throws {
    let backend = try await loggedInBackend()
    let list = EventListViewModel(backend: backend) { _ in }
    await list.load()
    list.searchText = "brno"
    list.isOpenOnly = true
    let observation = Task { await list.observeLiveChanges() }
    await waitUntil { backend.liveSubscriberCount == 1 }

    backend.simulate(.added(newEvent(id: 9, date: "2026-11-22T10:00:00Z")))
    backend.simulate(.added(newEvent(id: 10, date: "2026-11-22T11:00:00Z", address: "Dlouhá 1, Praha 1")))
    var completed = newEvent(id: 11, date: "2026-11-30T10:00:00Z")
    completed.report = StatusReport(eventID: 11, note: "", isCompleted: true, completionType: .other, photos: [])
    backend.simulate(.added(completed))
    await waitUntil { ids(list) == [9, 3] }

    #expect(ids(list) == [9, 3])
    observation.cancel()
  }

  @Test @MainActor func liveChangesBeforeTheEventsArriveAreLeftToTheLoad() async throws {
    let backend = try await loggedInBackend()
    let list = EventListViewModel(backend: backend) { _ in }
    let observation = Task { await list.observeLiveChanges() }
    await waitUntil { backend.liveSubscriberCount == 1 }

    backend.simulate(.removed(2))
    await Task.yield()

    #expect(list.rows == .loading)

    await list.load()

    #expect(ids(list) == [5, 1, 3, 4, 6, 7, 8])
    observation.cancel()
  }

  @Test @MainActor func selectingARowAsksToOpenItsEvent() async throws {
    var selected: [ServiceEvent.ID] = []
    let list = EventListViewModel(backend: try await loggedInBackend()) { selected.append($0) }
    await list.load()

    list.select(try #require(list.rows.value?.first { $0.id == 3 }))

    #expect(selected == [3])
  }

  @MainActor private func ids(_ list: EventListViewModel) -> [Int] {
    list.rows.value?.map(\.id) ?? []
  }

  private func newEvent(id: Int, date: String, address: String = "Údolní 20, Brno") -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: "Oprava bojleru", address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "Bojler netopí.", contact: customer.contact, customerID: customer.id,
      customerName: customer.name, location: customer.location)
  }
}
