import CombineExtras
import OpenCombine
import ServiceKit

/// Loads one event for its detail, keeps it as the server has it, and shows what a report makes of it.
@MainActor
final class EventDetailViewModel {
  // MARK: Inputs

  /// Loads the event: when the screen loads, and on Retry.
  let loadRequested = PassthroughSubject<Void, Never>()
  let customerTapped = PassthroughSubject<Void, Never>()
  let reportStatusTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var state: LoadState<EventDetails> = .loading
  /// Set once the event has been removed on the server; the screen then says so instead of showing it.
  @Published private(set) var isRemoved = false

  /// The customer of the event shown, for the view controller to push.
  var customerOpened: AnyPublisher<CustomerDetailViewModel, Never> {
    customerTapped
      .compactMap { [weak self] in
        guard let self, let event = state.value else { return nil }
        return CustomerDetailViewModel(customerID: event.customerID, backend: backend)
      }
      .eraseToAnyPublisher()
  }

  /// A report form for this event, for the view controller to present; how its report gets on comes back here and
  /// goes on to the list.
  var reportFormOpened: AnyPublisher<ReportViewModel, Never> {
    reportStatusTapped
      .compactMap { [weak self] in
        guard let self else { return nil }
        return ReportViewModel(eventID: eventID, backend: backend) { [weak self] delivery in
          self?.show(delivery)
        }
      }
      .eraseToAnyPublisher()
  }

  /// The event as loaded, then as the live channel and the reports sent from here change it.
  private let event = CurrentValueSubject<LoadState<ServiceEvent>, Never>(.loading)
  /// The event as it was before a report's change was shown, to show again if the report is not sent.
  private var unreportedEvent: ServiceEvent?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  /// Tells the list's view model that a report changed the event, so that its row shows the same.
  private let onEventChanged: (ServiceEvent) -> Void
  private var cancellables: Set<AnyCancellable> = []

  /// Follows the event on the live channel for as long as the view model lives, which is as long as its screen, also
  /// under the customer screen and the report form.
  init(eventID: ServiceEvent.ID, backend: any Backend, onEventChanged: @escaping (ServiceEvent) -> Void) {
    self.eventID = eventID
    self.backend = backend
    self.onEventChanged = onEventChanged
    event.map { $0.map(EventDetails.init) }.assign(to: &$state)
    // Each request shows the spinner until its answer; a newer request's answer replaces an older one's.
    loadRequested
      .map {
        Future { try await backend.event(id: eventID) }
          .map(LoadState.loaded)
          .replaceError(with: .failed(message: "Could not load the event."))
          .prepend(.loading)
      }
      .switchToLatest()
      .sink { [event] in event.send($0) }
      .store(in: &cancellables)
    let changes = backend.liveChanges()
    let liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
    AnyCancellable(liveUpdates.cancel).store(in: &cancellables)
  }

  /// Before the event has loaded a change is dropped: the load brings the server's state.
  private func apply(_ change: LiveChange) {
    guard !isRemoved, event.value.value != nil else { return }
    switch change {
    case .updated(let changed) where changed.id == eventID:
      event.send(.loaded(changed))
    case .removed(eventID):
      isRemoved = true
    default:
      break
    }
  }

  /// Shows a report's change as soon as it is on its way, and takes it back if it is not sent.
  private func show(_ delivery: ReportViewModel.Delivery) {
    guard !isRemoved, let shown = event.value.value else { return }
    switch delivery {
    case .sending(let report):
      unreportedEvent = shown
      var reported = shown
      reported.report = report
      update(to: reported)
    case .sent(let sent):
      update(to: sent)
    case .failed:
      if let unreportedEvent {
        update(to: unreportedEvent)
      }
    }
  }

  private func update(to changed: ServiceEvent) {
    event.send(.loaded(changed))
    onEventChanged(changed)
  }
}
