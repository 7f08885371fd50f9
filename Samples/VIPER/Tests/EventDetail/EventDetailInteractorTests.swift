import Foundation
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct EventDetailInteractorTests {
  final class OutputSpy: EventDetailInteractorOutput {
    var events: [EventDetailData] = []
    var failureCount = 0
    var removalCount = 0

    func didLoadEvent(_ event: EventDetailData) {
      events.append(event)
    }

    func didFailToLoadEvent() {
      failureCount += 1
    }

    func didRemoveEvent() {
      removalCount += 1
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

  @Test func liveChangesToTheEventAreHandedOnAndOthersIgnored() async throws {
    let backend = try await loggedInBackend()
    let interactor = EventDetailInteractor(eventID: 1, backend: backend)
    interactor.output = output
    interactor.startLiveUpdates()
    await yield { backend.liveSubscriberCount == 1 }
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Servis čerpadla"
    var event = try #require(backend.storedEvent(id: 1))
    event.name = "Výměna kotle a bojleru"

    backend.simulate(.updated(other))
    backend.simulate(.removed(2))
    backend.simulate(.updated(event))
    await yield { !output.events.isEmpty }
    backend.simulate(.removed(1))
    await yield { output.removalCount > 0 }

    #expect(output.events.map(\.name) == ["Výměna kotle a bojleru"])
    #expect(output.removalCount == 1)
    #expect(!backend.calls.contains(.event), "from the live channel, not a reload")
  }

  @Test func releasingTheModuleEndsTheLiveSubscription() async throws {
    let backend = try await loggedInBackend()
    var interactor: EventDetailInteractor? = EventDetailInteractor(eventID: 1, backend: backend)
    interactor?.startLiveUpdates()
    await yield { backend.liveSubscriberCount == 1 }
    #expect(backend.liveSubscriberCount == 1)

    interactor = nil
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.liveSubscriberCount == 0)
  }
}
