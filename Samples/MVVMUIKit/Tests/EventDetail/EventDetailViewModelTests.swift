import Foundation
import ServiceKit
import Testing

@testable import MVVMUIKit

/// `EventDetailViewModel`: the event's details, loading and failure, and what a sent report changes.
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
    let detail = try await loadedDetail(eventID: 5)

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
    let detail = try await loadedDetail(eventID: 1) { changed.append($0) }
    let reports = Recorder(detail.reportFormOpened)
    detail.reportStatusTapped.send()
    let report = try #require(reports.last)
    report.isCompleted.send(true)
    report.completionTypeIndex.send(0)

    report.sendTapped.send()
    await waitUntil { report.sendStatus == .sent }

    #expect(detail.state.value?.status == "Completed")
    #expect(changed.map(\.id) == [1])
    #expect(changed.first?.isCompleted == true)
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
    let detail = try await loadedDetail(eventID: 4)
    let customers = Recorder(detail.customerOpened)

    detail.customerTapped.send()
    let customer = try #require(customers.last)

    customer.loadRequested.send()
    await waitUntil { customer.state.value != nil }

    #expect(customer.state.value?.name == "Hotel Černý orel")
  }

  private func loadedDetail(
    eventID: ServiceEvent.ID, onEventChanged: @escaping (ServiceEvent) -> Void = { _ in }
  ) async throws -> EventDetailViewModel {
    let detail = EventDetailViewModel(
      eventID: eventID, backend: try await loggedInBackend(), onEventChanged: onEventChanged)
    detail.loadRequested.send()
    await waitUntil { detail.state.value != nil }
    return detail
  }
}
