import CleanDomain
import HeadlessSwiftUI
import SpecRules

/// The event detail's state: loads the event, formats it, and takes in the report sent about it.
@MainActor
@Observable
public final class EventDetailViewModel {
  let eventID: Event.ID
  private(set) var state: LoadingState<EventDetailItem> = .loading
  var isReportPresented = false
  private let loadEventUseCase: LoadEventUseCase
  private let onEventUpdated: (Event) -> Void

  /// - Parameter onEventUpdated: called with the event as a sent report left it, for the screens that list it.
  public init(eventID: Event.ID, loadEventUseCase: LoadEventUseCase, onEventUpdated: @escaping (Event) -> Void) {
    self.eventID = eventID
    self.loadEventUseCase = loadEventUseCase
    self.onEventUpdated = onEventUpdated
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(Self.item(for: try await loadEventUseCase.execute(id: eventID)))
    } catch {
      state = .failed("Could not load the event.")
    }
  }

  /// Shows the event as the report left it, and closes the report form.
  func reportSent(_ event: Event) {
    state = .loaded(Self.item(for: event))
    isReportPresented = false
    onEventUpdated(event)
  }

  private static func item(for event: Event) -> EventDetailItem {
    EventDetailItem(
      name: event.name, address: event.address, date: DisplayDate.dateAndTime(event.date), details: event.details,
      status: event.isCompleted ? "Completed" : "Open", contactTitle: "Contact: \(event.contact.name)",
      customerTitle: "Customer: \(event.customerName)", customerID: event.customerID, callURL: .call(event.contact),
      mapURL: .map(of: event.location, named: event.name))
  }
}
