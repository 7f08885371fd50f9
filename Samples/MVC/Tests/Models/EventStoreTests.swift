import Foundation
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct EventStoreTests {
  /// Counts the store's change notifications.
  final class DelegateSpy: EventStoreDelegate {
    var changeCount = 0
    func eventStoreDidChange(_ store: EventStore) { changeCount += 1 }
  }

  private func loadedStore() async throws -> (EventStore, FixtureBackend, DelegateSpy) {
    let backend = try await loggedInBackend()
    let store = EventStore(backend: backend)
    let spy = DelegateSpy()
    store.delegate = spy
    try await store.reload()
    return (store, backend, spy)
  }

  private func event(_ id: Int, at date: String, name: String = "Nová zakázka") -> ServiceEvent {
    var event = Fixture.standard.events[0]
    event.id = id
    event.name = name
    event.date = try! Date(date, strategy: .iso8601)
    return event
  }

  @Test func reloadSortsTheEventsByDateAndNotifies() async throws {
    let (store, _, spy) = try await loadedStore()

    #expect(store.events.map(\.id) == [5, 2, 1, 3, 4, 6, 7, 8])
    #expect(spy.changeCount == 1)
  }

  @Test func reloadFailureThrowsAndKeepsTheEvents() async throws {
    let (store, backend, spy) = try await loadedStore()
    backend.failNext(.events)

    await #expect(throws: BackendError.unavailable) { try await store.reload() }
    #expect(store.events.count == 8)
    #expect(spy.changeCount == 1)
  }

  @Test(arguments: [
    ("cerpadla", [3]),  // name, without diacritics
    ("HOTEL", [4, 8]),  // customer, any case
    ("Řípská", [1, 6]),  // address
    ("  zitna ", [2]),  // surrounding spaces
    ("", [5, 2, 1, 3, 4, 6, 7, 8]),
    ("nothing like it", []),
  ])
  func searchMatchesNameCustomerAndAddress(query: String, ids: [Int]) async throws {
    let (store, _, _) = try await loadedStore()

    #expect(store.events(matching: query, openOnly: false).map(\.id) == ids)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let (store, _, _) = try await loadedStore()

    #expect(store.events(matching: "", openOnly: true).map(\.id) == [2, 1, 3, 4, 6, 7, 8])
    #expect(store.events(matching: "kotle", openOnly: false).map(\.id) == [5, 1])
    #expect(store.events(matching: "kotle", openOnly: true).map(\.id) == [1])
  }

  @Test func addedEventIsInsertedInDateOrder() async throws {
    let (store, _, spy) = try await loadedStore()

    store.apply(.added(event(9, at: "2026-11-24T09:00:00Z")))

    #expect(store.events.map(\.id) == [5, 2, 1, 9, 3, 4, 6, 7, 8])
    #expect(spy.changeCount == 2)
  }

  @Test func updatedEventIsReplacedAndMovedToItsNewDate() async throws {
    let (store, _, _) = try await loadedStore()

    store.apply(.updated(event(8, at: "2026-11-01T00:00:00Z", name: "Údržba výtahu, urgentní")))

    #expect(store.events.map(\.id) == [8, 5, 2, 1, 3, 4, 6, 7])
    #expect(store.events.first?.name == "Údržba výtahu, urgentní")
  }

  @Test func removedEventDisappears() async throws {
    let (store, _, spy) = try await loadedStore()

    store.apply(.removed(3))

    #expect(!store.events.contains { $0.id == 3 })
    #expect(spy.changeCount == 2)
  }

  @Test func liveUpdatesApplyTheBackendsChangesUntilStopped() async throws {
    let (store, backend, _) = try await loadedStore()
    store.startLiveUpdates()

    backend.simulate(.removed(1))
    await yield { !store.events.contains { $0.id == 1 } }
    #expect(store.events.map(\.id) == [5, 2, 3, 4, 6, 7, 8])

    store.stopLiveUpdates()
    await yield { backend.liveSubscriberCount == 0 }
    backend.simulate(.removed(2))
    #expect(store.events.contains { $0.id == 2 })
  }

  @Test func submitSendsTheReportAndUpdatesTheEvent() async throws {
    let (store, backend, spy) = try await loadedStore()
    let report = StatusReport(eventID: 3, note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [])

    let event = try await store.submit(report)

    #expect(event.report == report)
    #expect(store.events.first { $0.id == 3 }?.isCompleted == true)
    #expect(backend.calls.last == .submitReport)
    #expect(spy.changeCount == 3, "shown at once, then as the server has it")
  }

  @Test func submitShowsTheReportBeforeTheServerAnswers() async throws {
    let (store, backend, _) = try await loadedStore()
    backend.hold(.submitReport)
    let report = StatusReport(eventID: 3, note: "", isCompleted: true, completionType: .repaired, photos: [])

    let sent = Task { try await store.submit(report) }
    await yield { backend.heldCallCount == 1 }

    #expect(store.events.first { $0.id == 3 }?.report == report)
    backend.release(.submitReport)
    #expect(try await sent.value.isCompleted)
  }

  @Test func submitFailureThrowsAndPutsTheEventBack() async throws {
    let (store, backend, spy) = try await loadedStore()
    backend.failNext(.submitReport)
    let report = StatusReport(eventID: 3, note: "", isCompleted: true, completionType: .other, photos: [])

    await #expect(throws: BackendError.unavailable) { _ = try await store.submit(report) }
    #expect(store.events.first { $0.id == 3 } == backend.storedEvent(id: 3))
    #expect(store.events.first { $0.id == 3 }?.isCompleted == false)
    #expect(spy.changeCount == 3, "shown at once, then taken back")
  }
}
