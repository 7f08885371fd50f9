import ServiceKit

/// The Account scene's use cases.
enum Account {
  /// Show who is logged in.
  enum FetchUser {
    struct Request {}

    struct Response {
      let user: User
    }

    struct ViewModel: Equatable {
      let firstName: String
      let lastName: String
      let username: String
    }
  }

  /// End the session.
  enum LogOut {
    struct Request {}

    enum Response {
      case loggingOut
      /// The session has ended, whether or not the backend heard of it.
      case loggedOut
    }

    enum ViewModel: Equatable {
      /// Log out is disabled meanwhile.
      case loggingOut
      case loggedOut
    }
  }
}
