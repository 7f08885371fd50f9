import ServiceKit

/// The event detail scene's use cases.
enum EventDetail {
  /// Load the event as it is now.
  enum FetchEvent {
    struct Request {}

    enum Response {
      case loading
      case event(ServiceEvent)
      case failure
    }

    enum ViewModel: Equatable {
      /// The texts of the detail, formatted for display.
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

      case loading
      case event(DisplayedEvent)
      case error(String)
    }
  }
}
