import Foundation
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct EventListInteractorTests {
  final class OutputSpy: EventListInteractorOutput {
    var loaded: [[EventListItem]] = []
    var updated: [[EventListItem]] = []
    var failureCount = 0
    var callCount: Int { loaded.count + updated.count + failureCount }
    var latestIDs: [Int] { (updated.last ?? loaded.last ?? []).map(\.id) }

    func didLoadEvents(_ events: [EventListItem]) {
      loaded.append(events)
    }

    func didFailToLoadEvents() {
      failureCount += 1
    }

    func didUpdateEvents(_ events: [EventListItem]) {
      updated.append(events)
    }
  }

  let output = OutputSpy()

  private func makeInteractor(backend: FixtureBackend) -> EventListInteractor {
    let interactor = EventListInteractor(backend: backend)
    interactor.output = output
    return interactor
  }

  private func loadedInteractor() async throws -> (EventListInteractor, FixtureBackend) {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)
    interactor.startLiveUpdates()
    interactor.loadEvents()
    await yield { output.loaded.count == 1 }
    return (interactor, backend)
  }

  private func newEvent(id: Int, address: String, date: String, completed: Bool = false) -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: "Oprava bojleru", address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "", contact: customer.contact, customerID: customer.id, customerName: customer.name,
      location: customer.location,
      report: completed
        ? StatusReport(eventID: id, note: "", isCompleted: true, completionType: .other, photos: []) : nil)
  }

  @Test func loadsTheEventsSortedByDateAsPlainData() async throws {
    let (_, _) = try await loadedInteractor()

    #expect(output.loaded.first?.map(\.id) == [5, 2, 1, 3, 4, 6, 7, 8])
    let boiler = try #require(output.loaded.first?.first { $0.id == 1 })
    #expect(boiler.name == "Výměna kotle")
    #expect(boiler.customerName == "Pekárna U Šťastných")
    #expect(boiler.address == "Řípská 12, Praha 3")
    #expect(!boiler.isCompleted)
    #expect(output.loaded.first?.first?.isCompleted == true)
  }

  @Test func aFailedLoadIsReported() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let interactor = makeInteractor(backend: backend)

    interactor.loadEvents()
    await yield { output.callCount > 0 }

    #expect(output.failureCount == 1)
    #expect(output.loaded.isEmpty)
  }

  @Test(arguments: [
    ("cerpadla", [3]), ("STASTNYCH", [1, 6]), (" plzen ", [4, 8]), ("", [5, 2, 1, 3, 4, 6, 7, 8]), ("zzz", []),
  ])
  func searchMatchesNameCustomerOrAddressIgnoringCaseDiacriticsAndSpaces(text: String, ids: [Int]) async throws {
    let (interactor, _) = try await loadedInteractor()

    interactor.filterEvents(by: EventFilter(searchText: text, openOnly: false))

    #expect(output.latestIDs == ids)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let (interactor, _) = try await loadedInteractor()

    interactor.filterEvents(by: EventFilter(searchText: "", openOnly: true))
    #expect(output.latestIDs == [2, 1, 3, 4, 6, 7, 8])

    interactor.filterEvents(by: EventFilter(searchText: "praha", openOnly: true))
    #expect(output.latestIDs == [2, 1, 6])
  }

  @Test func aFilterBeforeTheFirstLoadWaitsForIt() async throws {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)

    interactor.filterEvents(by: EventFilter(searchText: "plzen", openOnly: false))
    #expect(output.callCount == 0)
    interactor.loadEvents()
    await yield { output.loaded.count == 1 }

    #expect(output.latestIDs == [4, 8])
  }

  @Test func liveChangesApplyInSortedPositionUnderTheFilter() async throws {
    let (interactor, backend) = try await loadedInteractor()
    interactor.filterEvents(by: EventFilter(searchText: "brno", openOnly: true))

    backend.simulate(.added(newEvent(id: 9, address: "Údolní 20, Brno", date: "2026-11-22T10:00:00Z")))
    backend.simulate(.added(newEvent(id: 10, address: "Dlouhá 1, Praha 1", date: "2026-11-22T10:00:00Z")))
    backend.simulate(
      .added(newEvent(id: 11, address: "Údolní 20, Brno", date: "2026-11-30T10:00:00Z", completed: true)))
    await yield { output.updated.count == 4 }
    #expect(output.latestIDs == [9, 3])

    var moved = try #require(backend.storedEvent(id: 3))
    moved.date = moved.date.addingTimeInterval(-30 * 24 * 3600)
    backend.simulate(.updated(moved))
    await yield { output.updated.count == 5 }
    #expect(output.latestIDs == [3, 9])

    backend.simulate(.removed(9))
    await yield { output.updated.count == 6 }
    #expect(output.latestIDs == [3])
  }

  @Test func liveChangesBeforeTheFirstLoadAreLeftToIt() async throws {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)
    interactor.startLiveUpdates()
    await yield { backend.liveSubscriberCount == 1 }

    backend.simulate(.removed(2))
    for _ in 0..<10 { await Task.yield() }

    #expect(output.callCount == 0)
    interactor.loadEvents()
    await yield { output.loaded.count == 1 }
    #expect(output.latestIDs == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test func reloadingAnEventShowsWhatTheServerHasNow() async throws {
    let (interactor, backend) = try await loadedInteractor()
    _ = try await backend.submit(
      StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: []))

    interactor.reloadEvent(id: 1)
    await yield { output.updated.count == 1 }

    #expect(output.updated.last?.first { $0.id == 1 }?.isCompleted == true)
  }

  @Test func aFailedReloadLeavesTheListAsItWas() async throws {
    let (interactor, backend) = try await loadedInteractor()
    backend.failNext(.event)

    interactor.reloadEvent(id: 1)
    for _ in 0..<10 { await Task.yield() }

    #expect(output.updated.isEmpty)
  }

  @Test func releasingTheModuleEndsTheLiveSubscription() async throws {
    let backend = try await loggedInBackend()
    var interactor: EventListInteractor? = makeInteractor(backend: backend)
    interactor?.startLiveUpdates()
    await yield { backend.liveSubscriberCount == 1 }
    #expect(backend.liveSubscriberCount == 1)

    interactor = nil
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.liveSubscriberCount == 0)
  }
}
