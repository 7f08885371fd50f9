import Foundation
import ServiceKit
import Testing

@testable import MVVM

/// `EventDetailViewModel`: the event's details, loading and failure, the server's changes to it,
/// and what a sent report changes, at once and on failure.
struct EventDetailViewModelTests {
  @Test @MainActor func showsTheEventFormatted() async throws {
    let backend = try await loggedInBackend()
    let detail = EventDetailViewModel(eventID: 1, backend: backend) { _ in }

    await detail.load()

    let event = try #require(backend.storedEvent(id: 1))
    let details = try #require(detail.state.value)
    #expect(details.name == "Výměna kotle")
    #expect(details.address == "Řípská 12, Praha 3")
    #expect(details.date == "24.11.2026 08:00")
    #expect(details.description == event.description)
    #expect(details.status == "Open")
    #expect(details.contactTitle == "Contact: Marie Šťastná")
    #expect(details.customerTitle == "Customer: Pekárna U Šťastných")
    #expect(details.customerID == 1)
    #expect(details.callURL == URL(string: "tel:+420602111222"))
    #expect(details.mapURL == .maps(showing: event.location, named: "Výměna kotle"))
    #expect(backend.calls.last == .event)
  }

  @Test @MainActor func completedEventShowsCompleted() async throws {
    let detail = EventDetailViewModel(eventID: 5, backend: try await loggedInBackend()) { _ in }

    await detail.load()

    #expect(detail.state.value?.status == "Completed")
    #expect(detail.state.value?.date == "20.11.2026 07:45")
  }

  @Test @MainActor func showsTheSpinnerUntilTheEventArrives() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.event)
    let detail = EventDetailViewModel(eventID: 3, backend: backend) { _ in }

    let load = Task { await detail.load() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(detail.state == .loading)

    backend.release(.event)
    await load.value

    #expect(detail.state.value?.address == "Údolní 8, Brno")
  }

  @Test @MainActor func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let detail = EventDetailViewModel(eventID: 3, backend: backend) { _ in }

    await detail.load()

    #expect(detail.state == .failed(message: "Could not load the event."))

    await detail.load()

    #expect(detail.state.value?.status == "Open")
  }

  @Test @MainActor func aSentReportUpdatesTheStatusAndTellsTheList() async throws {
    var changed: [ServiceEvent] = []
    let detail = EventDetailViewModel(eventID: 1, backend: try await loggedInBackend()) { changed.append($0) }
    await detail.load()
    let report = detail.reportViewModel()
    report.isCompleted = true
    report.completionType = .repaired

    #expect(await report.send())

    #expect(detail.state.value?.status == "Completed")
    #expect(changed.map(\.id) == [1, 1], "at once, and as the server answered")
    #expect(changed.last?.isCompleted == true)
  }

  @Test @MainActor func aReportShowsAtOnceWhileItIsSent() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.submitReport)
    var changed: [ServiceEvent] = []
    let detail = EventDetailViewModel(eventID: 1, backend: backend) { changed.append($0) }
    await detail.load()
    let report = detail.reportViewModel()
    report.isCompleted = true
    report.completionType = .repaired

    let send = Task { await report.send() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(detail.state.value?.status == "Completed")
    #expect(changed.map(\.isCompleted) == [true])

    backend.release(.submitReport)
    #expect(await send.value)
    #expect(detail.state.value?.status == "Completed")
  }

  @Test @MainActor func aFailedReportPutsBackWhatWasShown() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    var changed: [ServiceEvent] = []
    let detail = EventDetailViewModel(eventID: 1, backend: backend) { changed.append($0) }
    await detail.load()
    let report = detail.reportViewModel()
    report.isCompleted = true
    report.completionType = .repaired

    #expect(await !report.send())

    #expect(detail.state.value?.status == "Open")
    #expect(changed.map(\.isCompleted) == [true, false])
  }

  @Test @MainActor func followsTheServersChangesToItsEventOnly() async throws {
    let backend = try await loggedInBackend()
    let detail = EventDetailViewModel(eventID: 1, backend: backend) { _ in }
    await detail.load()
    let observing = Task { await detail.observeLiveChanges() }
    await waitUntil { backend.liveSubscriberCount == 1 }
    var renamed = try #require(backend.storedEvent(id: 1))
    renamed.name = "Výměna kotle a bojleru"
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Jiná zakázka"

    backend.simulate(.updated(renamed))
    backend.simulate(.updated(other))
    await waitUntil { detail.state.value?.name == "Výměna kotle a bojleru" }

    #expect(detail.state.value?.name == "Výměna kotle a bojleru")
    #expect(detail.state.value?.mapURL == .maps(showing: renamed.location, named: "Výměna kotle a bojleru"))

    backend.simulate(.removed(2))
    backend.simulate(.removed(1))
    await waitUntil { detail.isRemoved }

    #expect(detail.isRemoved)

    observing.cancel()
    await waitUntil { backend.liveSubscriberCount == 0 }
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test @MainActor func opensTheEventsCustomer() async throws {
    let detail = EventDetailViewModel(eventID: 4, backend: try await loggedInBackend()) { _ in }
    await detail.load()
    let customer = detail.customerViewModel(for: try #require(detail.state.value?.customerID))

    await customer.load()

    #expect(customer.state.value?.name == "Hotel Černý orel")
  }
}
