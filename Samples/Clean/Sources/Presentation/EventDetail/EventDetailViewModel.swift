import CleanDomain
import Observation
import SpecRules

/// What the event detail asks its flow to do.
public struct EventDetailViewModelActions {
  let showCustomerDetails: (Customer.ID) -> Void
  /// Shows the report form, which tells `sending` what becomes of the report it sends.
  let showReportForm: (_ eventID: Event.ID, _ sending: ReportSending) -> Void
  /// Tells the screen that opened the detail that a report sent here changed the event.
  let didUpdateEvent: (Event) -> Void
  /// Takes the detail of an event removed elsewhere away, back to the list.
  let closeEventDetails: () -> Void
}

/// The event detail's state: loads the event, follows its changes, formats it, and shows the
/// report sent about it at once, undoing that if sending fails.
@MainActor
@Observable
public final class EventDetailViewModel {
  /// Whether the event was removed elsewhere while the detail was shown.
  private(set) var isRemoved = false
  /// The event as it is, or as the report being sent will leave it.
  private var event: LoadingState<Event> = .loading
  /// What the detail showed before the report being sent, to show again if sending fails.
  @ObservationIgnored private var shownBeforeSending: Event?
  @ObservationIgnored private var observation: Task<Void, Never>?
  private let eventID: Event.ID
  private let loadEventUseCase: any LoadEventUseCase
  private let observeEventChangesUseCase: any ObserveEventChangesUseCase
  private let actions: EventDetailViewModelActions

  public init(
    eventID: Event.ID, loadEventUseCase: any LoadEventUseCase,
    observeEventChangesUseCase: any ObserveEventChangesUseCase, actions: EventDetailViewModelActions
  ) {
    self.eventID = eventID
    self.loadEventUseCase = loadEventUseCase
    self.observeEventChangesUseCase = observeEventChangesUseCase
    self.actions = actions
  }

  isolated deinit {
    observation?.cancel()
  }

  var state: LoadingState<EventDetailItem> {
    switch event {
    case .loading: .loading
    case .loaded(let event): .loaded(Self.item(for: event))
    case .failed(let message): .failed(message)
    }
  }

  /// Loads the event the first time the detail is shown, and from then on follows its changes,
  /// also while the customer or the report form covers the detail, until the detail is left.
  func start() async {
    guard observation == nil else { return }
    let changes = await observeEventChangesUseCase.execute()
    observation = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
    await load()
  }

  func load() async {
    event = .loading
    do {
      event = .loaded(try await loadEventUseCase.execute(id: eventID))
    } catch {
      event = .failed("Could not load the event.")
    }
  }

  func selectCustomer() {
    guard case .loaded(let item) = state else { return }
    actions.showCustomerDetails(item.customerID)
  }

  /// Goes back to the list from an event removed elsewhere.
  func backToList() {
    actions.closeEventDetails()
  }

  /// Opens the report form, whose report shows here and in the list as soon as it is sent.
  func reportStatus() {
    let sending = ReportSending(
      willSend: { [weak self] report in
        guard let self, case .loaded(let event) = event else { return }
        shownBeforeSending = event
        show(event.reported(by: report))
      },
      didSend: { [weak self] event in
        self?.shownBeforeSending = nil
        self?.show(event)
      },
      didFail: { [weak self] in
        guard let self, let shownBeforeSending else { return }
        self.shownBeforeSending = nil
        show(shownBeforeSending)
      })
    actions.showReportForm(eventID, sending)
  }

  private func apply(_ change: EventChange) {
    switch change {
    case .updated(let changed) where changed.id == eventID:
      event = .loaded(changed)
    case .removed(eventID):
      isRemoved = true
    case .added, .updated, .removed:
      break
    }
  }

  private func show(_ event: Event) {
    self.event = .loaded(event)
    actions.didUpdateEvent(event)
  }

  private static func item(for event: Event) -> EventDetailItem {
    EventDetailItem(
      name: event.name, address: event.address, date: DisplayDate.dateAndTime(event.date), details: event.details,
      status: event.isCompleted ? "Completed" : "Open", contactTitle: "Contact: \(event.contact.name)",
      customerTitle: "Customer: \(event.customerName)", customerID: event.customerID, callURL: .call(event.contact),
      mapURL: .map(of: event.location, named: event.name))
  }
}
