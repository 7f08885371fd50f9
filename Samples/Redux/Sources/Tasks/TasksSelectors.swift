import Foundation
import ServiceKit

extension TasksState {
  /// The events the list shows: those whose name, customer or address contains the search text, ignoring case,
  /// diacritics and surrounding spaces, and with ``isOpenOnly`` only those not completed.
  var visibleEvents: [ServiceEvent] {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    return (events.value ?? []).filter { event in
      guard !isOpenOnly || !event.isCompleted else { return false }
      return query.isEmpty
        || [event.name, event.customerName, event.address].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
  }
}
