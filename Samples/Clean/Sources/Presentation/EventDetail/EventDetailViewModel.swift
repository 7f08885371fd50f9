import CleanDomain
import Observation
import SpecRules

/// What the event detail asks its flow to do.
public struct EventDetailViewModelActions {
  let showCustomerDetails: (Customer.ID) -> Void
  /// Shows the report form; the flow calls `didSend` with the event as the sent report left it.
  let showReportForm: (_ eventID: Event.ID, _ didSend: @escaping (Event) -> Void) -> Void
  /// Tells the screen that opened the detail that a sent report changed the event.
  let didUpdateEvent: (Event) -> Void
}

/// The event detail's state: loads the event, formats it, and takes in the report sent about it.
@MainActor
@Observable
public final class EventDetailViewModel {
  private(set) var state: LoadingState<EventDetailItem> = .loading
  private let eventID: Event.ID
  private let loadEventUseCase: any LoadEventUseCase
  private let actions: EventDetailViewModelActions

  public init(eventID: Event.ID, loadEventUseCase: any LoadEventUseCase, actions: EventDetailViewModelActions) {
    self.eventID = eventID
    self.loadEventUseCase = loadEventUseCase
    self.actions = actions
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(Self.item(for: try await loadEventUseCase.execute(id: eventID)))
    } catch {
      state = .failed("Could not load the event.")
    }
  }

  func selectCustomer() {
    guard case .loaded(let item) = state else { return }
    actions.showCustomerDetails(item.customerID)
  }

  /// Opens the report form; once the report is sent, shows the event as it left it and passes it on.
  func reportStatus() {
    actions.showReportForm(eventID) { [weak self] event in
      self?.state = .loaded(Self.item(for: event))
      self?.actions.didUpdateEvent(event)
    }
  }

  private static func item(for event: Event) -> EventDetailItem {
    EventDetailItem(
      name: event.name, address: event.address, date: DisplayDate.dateAndTime(event.date), details: event.details,
      status: event.isCompleted ? "Completed" : "Open", contactTitle: "Contact: \(event.contact.name)",
      customerTitle: "Customer: \(event.customerName)", customerID: event.customerID, callURL: .call(event.contact),
      mapURL: .map(of: event.location, named: event.name))
  }
}
