import Observation
import ServiceKit

/// Loads one event for its detail, follows the server's changes to it, and shows what a report
/// sent about it makes of it.
@MainActor
@Observable
final class EventDetailViewModel {
  /// Whether the server removed the event while the detail was shown.
  private(set) var isRemoved = false
  /// The event as the server has it, or as the report being sent will leave it.
  private var event: LoadState<ServiceEvent> = .loading

  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private let onSelectCustomer: (Customer.ID) -> Void
  private let onReportStatus: () -> Void
  /// Tells the coordinator that a report changed the event, for the list to show the same.
  private let onEventChanged: (ServiceEvent) -> Void

  init(
    eventID: ServiceEvent.ID, backend: any Backend, onSelectCustomer: @escaping (Customer.ID) -> Void,
    onReportStatus: @escaping () -> Void, onEventChanged: @escaping (ServiceEvent) -> Void
  ) {
    self.eventID = eventID
    self.backend = backend
    self.onSelectCustomer = onSelectCustomer
    self.onReportStatus = onReportStatus
    self.onEventChanged = onEventChanged
  }

  var state: LoadState<EventDetails> {
    event.map(EventDetails.init)
  }

  func load() async {
    event = .loading
    do {
      event = .loaded(try await backend.event(id: eventID))
    } catch {
      event = .failed(message: "Could not load the event.")
    }
  }

  /// Follows the server's changes to this event until cancelled; the view runs it for as long as
  /// the detail is in the stack, also beneath the customer or the report sheet.
  func observeLiveChanges() async {
    for await change in backend.liveChanges() {
      switch change {
      case .updated(let changed) where changed.id == eventID:
        event = .loaded(changed)
      case .removed(eventID):
        isRemoved = true
      case .added, .updated, .removed:
        break
      }
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

  /// Sends a report about the event, showing what it makes of the event at once, here and in the
  /// list, without waiting for the server; a failure puts back what was shown before.
  func send(_ report: StatusReport) async throws {
    let shownBefore = event.value
    if var reported = shownBefore {
      reported.report = report
      show(reported)
    }
    do {
      show(try await backend.submit(report))
    } catch {
      if let shownBefore {
        show(shownBefore)
      }
      throw error
    }
  }

  private func show(_ event: ServiceEvent) {
    self.event = .loaded(event)
    onEventChanged(event)
  }
}
