import CombineExtras
import OpenCombine
import ServiceKit

/// Loads one event for its detail, and shows what a sent report made of it.
@MainActor
final class EventDetailViewModel {
  // MARK: Inputs

  /// Loads the event: when the screen loads, and on Retry.
  let loadRequested = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var state: LoadState<EventDetails> = .loading

  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  /// Tells the list's view model that the event changed, so that its row shows the same.
  private let onEventChanged: (ServiceEvent) -> Void

  init(eventID: ServiceEvent.ID, backend: any Backend, onEventChanged: @escaping (ServiceEvent) -> Void) {
    self.eventID = eventID
    self.backend = backend
    self.onEventChanged = onEventChanged
    // Each request shows the spinner until its answer; a newer request's answer replaces an older one's.
    loadRequested
      .map {
        Future { try await backend.event(id: eventID) }
          .map { LoadState.loaded(EventDetails($0)) }
          .replaceError(with: .failed(message: "Could not load the event."))
          .prepend(.loading)
      }
      .switchToLatest()
      .assign(to: &$state)
  }

  func customerViewModel(for customerID: Customer.ID) -> CustomerDetailViewModel {
    CustomerDetailViewModel(customerID: customerID, backend: backend)
  }

  /// A report form for this event; the event it sends comes back here and goes on to the list.
  func reportViewModel() -> ReportViewModel {
    ReportViewModel(eventID: eventID, backend: backend) { [weak self] event in
      self?.state = .loaded(EventDetails(event))
      self?.onEventChanged(event)
    }
  }
}
