import ServiceKit

/// The Tasks scene's use cases.
enum Tasks {
  /// One row of the list, formatted for display: what every use case shows.
  struct DisplayedEvent: Equatable {
    let id: Int
    let date: String
    let name: String
    let address: String
    let customerName: String
    /// `nil` for an open event.
    let status: String?
  }

  /// Load the technician's events and keep them current with live changes.
  enum FetchEvents {
    struct Request {}

    enum Response {
      /// Only until the first load: a later one keeps the rows in view.
      case loading
      /// The events that pass the filter, sorted by date.
      case events([ServiceEvent])
      case failure
    }

    enum ViewModel: Equatable {
      case loading
      /// The rows, and `emptyMessage` in place of them when there are none.
      case events([DisplayedEvent], emptyMessage: String?)
      case error(String)
    }
  }

  /// Show only the events that match the search text and the Open only switch.
  enum FilterEvents {
    struct Request {
      let searchText: String
      let isOpenOnly: Bool
    }

    struct Response {
      /// The loaded events that pass the filter, sorted by date.
      let events: [ServiceEvent]
    }

    struct ViewModel: Equatable {
      let displayedEvents: [DisplayedEvent]
      /// Shown in place of the rows when none passes.
      let emptyMessage: String?
    }
  }

  /// Show the event a sent report updated, or the report being sent, which the report's router passed into the
  /// data store: no load.
  enum ShowUpdatedEvent {
    struct Request {}

    struct Response {
      /// The events that pass the filter, sorted by date, the updated one in its place.
      let events: [ServiceEvent]
    }

    struct ViewModel: Equatable {
      let displayedEvents: [DisplayedEvent]
      /// Shown in place of the rows when none passes.
      let emptyMessage: String?
    }
  }
}
