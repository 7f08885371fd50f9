import Foundation
import ServiceKit
import SpecRules

extension TasksState {
  /// The events the list shows: those whose name, customer or address contains the search text, ignoring case,
  /// diacritics and surrounding spaces, and with ``isOpenOnly`` only those not completed, each as shown while
  /// `reportBeingSent` is sent.
  func visibleEvents(whileSending reportBeingSent: StatusReport? = nil) -> [ServiceEvent] {
    (events.value ?? []).map { $0.shown(whileSending: reportBeingSent) }
      .filter(EventSearch(text: searchText, openOnly: isOpenOnly).keeps)
  }
}
