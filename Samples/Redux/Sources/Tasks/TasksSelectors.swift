import Foundation
import ServiceKit
import SpecRules

extension TasksState {
  /// The events the list shows: those whose name, customer or address contains the search text, ignoring case,
  /// diacritics and surrounding spaces, and with ``isOpenOnly`` only those not completed.
  var visibleEvents: [ServiceEvent] {
    (events.value ?? []).filter(EventSearch(text: searchText, openOnly: isOpenOnly).keeps)
  }
}
