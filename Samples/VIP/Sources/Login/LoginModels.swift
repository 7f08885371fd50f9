/// The login scene's use cases, each with what crosses the VIP cycle: the view controller's request,
/// the interactor's response and the presenter's view model.
enum Login {
  /// Resume the session an earlier login kept, when the app starts.
  enum ResumeSession {
    struct Request {}

    enum Response: Equatable {
      case resuming
      case resumed
      case sessionExpired
      case serverUnavailable
    }

    enum ViewModel: Equatable {
      /// A spinner in place of the form.
      case resuming
      case loggedIn
      /// The empty form, with the message under the button.
      case form(loginError: String)
    }
  }

  /// The person typed into a field: the messages of the last attempt go away.
  enum EditCredentials {
    struct Request {}

    struct Response {}

    struct ViewModel: Equatable {
      /// `nil` hides a message.
      let usernameError: String?
      let passwordError: String?
      let loginError: String?
    }
  }

  /// Log in with what the person typed.
  enum LogIn {
    struct Request {
      let username: String
      let password: String
    }

    enum Response: Equatable {
      /// Nothing was sent: a credential is empty.
      case incomplete(isUsernameMissing: Bool, isPasswordMissing: Bool)
      case loggingIn
      case loggedIn
      case wrongCredentials
      case serverUnavailable
    }

    enum ViewModel: Equatable {
      /// The form, with the message under each field and the button (`nil` hides one), blocked while logging in.
      case form(usernameError: String?, passwordError: String?, loginError: String?, isLoggingIn: Bool)
      case loggedIn
    }
  }
}
