import Foundation
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct EventDetailInteractorTests {
  final class OutputSpy: EventDetailInteractorOutput {
    var events: [EventDetailData] = []
    var failureCount = 0

    func didLoadEvent(_ event: EventDetailData) {
      events.append(event)
    }

    func didFailToLoadEvent() {
      failureCount += 1
    }
  }

  let output = OutputSpy()

  private func load(eventID: Int, backend: FixtureBackend) async {
    let interactor = EventDetailInteractor(eventID: eventID, backend: backend)
    interactor.output = output
    interactor.loadEvent()
    await yield { output.events.count + output.failureCount > 0 }
  }

  @Test func loadsTheEventAsPlainData() async throws {
    let backend = try await loggedInBackend()

    await load(eventID: 1, backend: backend)

    let stored = try #require(backend.storedEvent(id: 1))
    #expect(
      output.events == [
        EventDetailData(
          id: 1, name: "Výměna kotle", address: "Řípská 12, Praha 3", date: stored.date,
          description: stored.description, isCompleted: false, contactName: "Marie Šťastná",
          contactPhone: "+420602111222", customerID: 1, customerName: "Pekárna U Šťastných", latitude: 50.0775,
          longitude: 14.451)
      ])
    #expect(backend.calls.last == .event)
  }

  @Test func aCompletedEventIsCompleted() async throws {
    await load(eventID: 5, backend: try await loggedInBackend())

    #expect(output.events.first?.isCompleted == true)
  }

  @Test func aFailedLoadIsReported() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)

    await load(eventID: 1, backend: backend)

    #expect(output.failureCount == 1)
    #expect(output.events.isEmpty)
  }
}
