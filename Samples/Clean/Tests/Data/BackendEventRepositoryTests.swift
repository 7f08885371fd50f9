import CleanData
import CleanDomain
import Foundation
import ServiceKit
import Testing

@MainActor
struct BackendEventRepositoryTests {
  @Test func mapsTheBackendsEvents() async throws {
    let repository = BackendEventRepository(backend: try await FixtureBackend.loggedIn())

    let events = try await repository.events()

    #expect(events.count == 8)
    let event = try #require(events.first { $0.id == 1 })
    #expect(event.name == "Výměna kotle")
    #expect(event.address == "Řípská 12, Praha 3")
    #expect(event.date == ISO8601DateFormatter().date(from: "2026-11-24T08:00:00Z"))
    #expect(event.details.hasPrefix("Demontáž starého plynového kotle"))
    #expect(event.contact == CleanDomain.Contact(name: "Marie Šťastná", phone: "+420602111222"))
    #expect(event.customerID == 1)
    #expect(event.customerName == "Pekárna U Šťastných")
    #expect(event.location == CleanDomain.Location(latitude: 50.0775, longitude: 14.451))
    #expect(!event.isCompleted)
    #expect(events.filter(\.isCompleted).map(\.id) == [5])
  }

  @Test func loadsOneEvent() async throws {
    let repository = BackendEventRepository(backend: try await FixtureBackend.loggedIn())

    #expect(try await repository.event(id: 3).address == "Údolní 8, Brno")
  }

  @Test func translatesFailures() async throws {
    let backend = try await FixtureBackend.loggedIn()
    let repository = BackendEventRepository(backend: backend)
    backend.failNext(.events)

    await #expect(throws: DomainError.unavailable) { try await repository.events() }
    await #expect(throws: DomainError.notFound) { try await repository.event(id: 99) }
    await #expect(throws: DomainError.notAuthenticated) {
      try await BackendEventRepository(backend: FixtureBackend()).events()
    }
  }

  @Test func mapsLiveChanges() async throws {
    let backend = try await FixtureBackend.loggedIn()
    var changes = await BackendEventRepository(backend: backend).changes().makeAsyncIterator()
    var event = try #require(backend.storedEvent(id: 3))
    event.name = "Kontrola čerpadla a filtrů"

    backend.simulate(.updated(event))
    backend.simulate(.removed(2))

    guard case .updated(let updated) = await changes.next() else {
      Issue.record("expected an update")
      return
    }
    #expect(updated.id == 3)
    #expect(updated.name == "Kontrola čerpadla a filtrů")
    #expect(await changes.next() == .removed(2))
  }

  @Test func stopsFollowingTheBackendWhenTheConsumerStops() async throws {
    let backend = try await FixtureBackend.loggedIn()
    let changes = await BackendEventRepository(backend: backend).changes()
    let consumer = Task {
      for await _ in changes {}
    }
    #expect(backend.liveSubscriberCount == 1)

    consumer.cancel()
    await consumer.value

    #expect(await eventually { backend.liveSubscriberCount == 0 })
  }
}
