import CombineExtras
import OpenCombine
import ServiceKit

/// Loads one event for its detail, and shows what a sent report made of it.
@MainActor
final class EventDetailViewModel {
  // MARK: Inputs

  /// Loads the event: when the screen loads, and on Retry.
  let loadRequested = PassthroughSubject<Void, Never>()
  let customerTapped = PassthroughSubject<Void, Never>()
  let reportStatusTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var state: LoadState<EventDetails> = .loading

  /// The customer of the event shown, for the view controller to push.
  var customerOpened: AnyPublisher<CustomerDetailViewModel, Never> {
    customerTapped
      .compactMap { [weak self] in
        guard let self, let event = state.value else { return nil }
        return CustomerDetailViewModel(customerID: event.customerID, backend: backend)
      }
      .eraseToAnyPublisher()
  }

  /// A report form for this event, for the view controller to present; the event it sends comes back here and
  /// goes on to the list.
  var reportFormOpened: AnyPublisher<ReportViewModel, Never> {
    reportStatusTapped
      .compactMap { [weak self] in
        guard let self else { return nil }
        return ReportViewModel(eventID: eventID, backend: backend) { [weak self] event in
          self?.state = .loaded(EventDetails(event))
          self?.onEventChanged(event)
        }
      }
      .eraseToAnyPublisher()
  }

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
}
