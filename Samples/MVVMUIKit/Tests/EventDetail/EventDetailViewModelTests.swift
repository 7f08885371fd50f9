import Foundation
import ServiceKit
import Testing

@testable import MVVMUIKit

/// `EventDetailViewModel`: the event's details, loading and failure, live changes, and what a report changes.
@MainActor
struct EventDetailViewModelTests {
  @Test func showsTheSpinnerUntilTheEventArrivesFormatted() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.event)
    let detail = EventDetailViewModel(eventID: 1, backend: backend) { _ in }
    let states = Recorder(detail.$state)

    detail.loadRequested.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(states.values == [.loading, .loading])

    backend.release(.event)
    await waitUntil { states.last?.value != nil }

    let event = try #require(backend.storedEvent(id: 1))
    let details = try #require(states.last?.value)
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

  @Test func completedEventShowsCompleted() async throws {
    let detail = try await loadedDetail(eventID: 5, on: try await loggedInBackend())

    #expect(detail.state.value?.status == "Completed")
    #expect(detail.state.value?.date == "20.11.2026 07:45")
  }

  @Test func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let detail = EventDetailViewModel(eventID: 3, backend: backend) { _ in }

    detail.loadRequested.send()
    await waitUntil { detail.state != .loading }

    #expect(detail.state == .failed(message: "Could not load the event."))

    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }

    #expect(detail.state.value?.status == "Open")
  }

  @Test func aSentReportUpdatesTheStatusAndTellsTheList() async throws {
    var changed: [ServiceEvent] = []
    let detail = try await loadedDetail(eventID: 1, on: try await loggedInBackend()) { changed.append($0) }
    let reports = Recorder(detail.reportFormOpened)
    detail.reportStatusTapped.send()
    let report = try #require(reports.last)
    report.isCompleted.send(true)
    report.completionTypeIndex.send(0)

    report.sendTapped.send()
    await waitUntil { report.sendStatus == .sent }

    #expect(detail.state.value?.status == "Completed")
    #expect(changed.map(\.id) == [1, 1], "at once, then as the server has it")
    #expect(changed.map(\.isCompleted) == [true, true])
  }

  @Test func aReportShowsAtOnceAndAFailedOneIsTakenBack() async throws {
    let backend = try await loggedInBackend()
    var changed: [ServiceEvent] = []
    let detail = try await loadedDetail(eventID: 1, on: backend) { changed.append($0) }
    let reports = Recorder(detail.reportFormOpened)
    detail.reportStatusTapped.send()
    let report = try #require(reports.last)
    report.isCompleted.send(true)
    report.completionTypeIndex.send(0)
    backend.hold(.submitReport)
    backend.failNext(.submitReport)

    report.sendTapped.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(detail.state.value?.status == "Completed")

    backend.release(.submitReport)
    await waitUntil { report.sendStatus == .failed }

    #expect(detail.state.value?.status == "Open")
    #expect(changed.map(\.isCompleted) == [true, false], "the list is told both")
  }

  @Test func followsTheEventOnTheLiveChannelAndNoOtherEvent() async throws {
    let backend = try await loggedInBackend()
    let detail = try await loadedDetail(eventID: 1, on: backend)
    let states = Recorder(detail.$state)
    var renamed = try #require(backend.storedEvent(id: 1))
    renamed.name = "Výměna kotle a bojleru"
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Servis čerpadla"

    backend.simulate(.updated(other))
    backend.simulate(.updated(renamed))
    await waitUntil { states.values.count == 2 }

    #expect(states.values.map(\.value?.name) == ["Výměna kotle", "Výměna kotle a bojleru"])
    #expect(!detail.isRemoved)
  }

  @Test func aRemovedEventIsSaidToBeRemoved() async throws {
    let backend = try await loggedInBackend()
    let detail = try await loadedDetail(eventID: 1, on: backend)

    backend.simulate(.removed(2))
    backend.simulate(.removed(1))
    await waitUntil { detail.isRemoved }

    #expect(detail.isRemoved)
  }

  @Test func followingEndsWithTheViewModel() async throws {
    let backend = try await loggedInBackend()
    var detail: EventDetailViewModel? = EventDetailViewModel(eventID: 1, backend: backend) { _ in }
    #expect(backend.liveSubscriberCount == 1)

    detail = nil
    await waitUntil { backend.liveSubscriberCount == 0 }

    #expect(detail == nil)
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func theCustomerOpensOnlyOnceTheEventHasLoaded() async throws {
    let detail = EventDetailViewModel(eventID: 4, backend: try await loggedInBackend()) { _ in }
    let customers = Recorder(detail.customerOpened)

    detail.customerTapped.send()
    #expect(customers.values.isEmpty)

    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }
    detail.customerTapped.send()
    #expect(customers.values.count == 1)
  }

  @Test func opensTheEventsCustomer() async throws {
    let detail = try await loadedDetail(eventID: 4, on: try await loggedInBackend())
    let customers = Recorder(detail.customerOpened)

    detail.customerTapped.send()
    let customer = try #require(customers.last)

    customer.loadRequested.send()
    await waitUntil { customer.state.value != nil }

    #expect(customer.state.value?.name == "Hotel Černý orel")
  }

  private func loadedDetail(
    eventID: ServiceEvent.ID, on backend: FixtureBackend, onEventChanged: @escaping (ServiceEvent) -> Void = { _ in }
  ) async throws -> EventDetailViewModel {
    let detail = EventDetailViewModel(eventID: eventID, backend: backend, onEventChanged: onEventChanged)
    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }
    return detail
  }
}
