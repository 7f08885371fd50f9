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
  /// Asks for the report form, handing over how to show the event that a sent report returns.
  private let onReportStatus: (_ showSent: @escaping (ServiceEvent) -> Void) -> Void

  init(
    eventID: ServiceEvent.ID, backend: any Backend, onSelectCustomer: @escaping (Customer.ID) -> Void,
    onReportStatus: @escaping (_ showSent: @escaping (ServiceEvent) -> Void) -> Void
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

  /// Asks for the report form; the event it sends comes back here.
  func reportStatus() {
    onReportStatus { [weak self] event in
      self?.state = .loaded(EventDetails(event))
    }
  }
}
