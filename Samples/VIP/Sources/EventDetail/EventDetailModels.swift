import ServiceKit

/// The event detail scene's use cases.
enum EventDetail {
  /// The texts of the detail, formatted for display: what both use cases show.
  struct DisplayedEvent: Equatable {
    let title: String
    let name: String
    let address: String
    let date: String
    let description: String
    let status: String
    let contactTitle: String
    let customerTitle: String
  }

  /// Load the event as it is now and keep it current with live changes.
  enum FetchEvent {
    struct Request {}

    enum Response {
      case loading
      case event(ServiceEvent)
      case failure
      /// The event was removed on the server.
      case removed
    }

    enum ViewModel: Equatable {
      case loading
      case event(DisplayedEvent)
      case error(String)
      /// The message shown in place of the event, with the way back to the list.
      case removed(String)
    }
  }

  /// Show the event a sent report updated, or the report being sent, which the report's router passed into the
  /// data store.
  enum ShowUpdatedEvent {
    struct Request {}

    struct Response {
      let event: ServiceEvent
    }

    struct ViewModel: Equatable {
      let displayedEvent: DisplayedEvent
    }
  }
}
