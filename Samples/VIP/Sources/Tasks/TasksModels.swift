import ServiceKit

/// The Tasks scene's use cases.
enum Tasks {
  /// Load the technician's events and keep them current with live changes.
  enum FetchEvents {
    struct Request {
      /// A pull to refresh keeps the rows in view while it loads.
      var isRefresh = false
    }

    enum Response {
      case loading
      /// The events that pass the filter, sorted by date.
      case events([ServiceEvent])
      case failure
    }

    enum ViewModel: Equatable {
      /// One row of the list, formatted for display.
      struct DisplayedEvent: Equatable {
        let id: Int
        let date: String
        let name: String
        let address: String
        let customerName: String
        /// `nil` for an open event.
        let status: String?
      }

      case loading
      /// The rows, and `emptyMessage` in place of them when there are none.
      case events([DisplayedEvent], emptyMessage: String?)
      case error(String)
    }
  }

  /// Show only the events that match the search text and the Open only switch.
  ///
  /// The events shown change as they do after a fetch, so the interactor answers with a `FetchEvents.Response`.
  enum FilterEvents {
    struct Request {
      let searchText: String
      let isOpenOnly: Bool
    }
  }
}
