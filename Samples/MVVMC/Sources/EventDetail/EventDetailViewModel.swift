import Observation
import ServiceKit

/// Loads one event for its detail, and shows what a sent report made of it.
@MainActor
@Observable
final class EventDetailViewModel {
  private(set) var state: LoadState<EventDetails> = .loading

  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private let onSelectCustomer: (Customer.ID) -> Void
  private let onReportStatus: () -> Void

  init(
    eventID: ServiceEvent.ID, backend: any Backend, onSelectCustomer: @escaping (Customer.ID) -> Void,
    onReportStatus: @escaping () -> Void
  ) {
    self.eventID = eventID
    self.backend = backend
    self.onSelectCustomer = onSelectCustomer
    self.onReportStatus = onReportStatus
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(EventDetails(try await backend.event(id: eventID)))
    } catch {
      state = .failed(message: "Could not load the event.")
    }
  }

  func selectCustomer() {
    if let customerID = state.value?.customerID {
      onSelectCustomer(customerID)
    }
  }

  func reportStatus() {
    onReportStatus()
  }

  /// Shows the event as it is now, such as after a report sent about it changed it.
  func show(_ event: ServiceEvent) {
    state = .loaded(EventDetails(event))
  }
}
