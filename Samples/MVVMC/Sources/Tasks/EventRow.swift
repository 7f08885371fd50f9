import Foundation
import ServiceKit
import SpecRules

/// What the task list shows for one event.
///
/// It formats on demand rather than up front, because a list makes only the rows it shows
/// and a technician may have thousands of events.
struct EventRow: Identifiable, Equatable {
  let event: ServiceEvent

  var id: ServiceEvent.ID { event.id }
  /// The day, e.g. `24.11.`.
  var date: String { DisplayDate.dayAndMonth(event.date) }
  var name: String { event.name }
  var address: String { event.address }
  var customerName: String { event.customerName }
  /// `Completed` for a completed event, nothing for an open one.
  var status: String? { event.isCompleted ? "Completed" : nil }
}
