import ServiceKit

/// The report form's use cases.
enum Report {
  /// Change one thing on the form; the form is shown again as it now is.
  enum EditForm {
    enum Request {
      case note(String)
      case completed(Bool)
      /// A segment of the completion type control, in the order of `CompletionType.allCases`, or none.
      case completionType(index: Int)
      /// The photos picked, by name; a photo already attached is not added again.
      case attachPhotos([String])
    }

    struct Response {
      let isCompleted: Bool
      /// Whether the form holds a report that can be sent.
      let canSend: Bool
      let isSending: Bool
      let photos: [Photo]
    }

    struct ViewModel: Equatable {
      let isCompletionTypeVisible: Bool
      let isSendEnabled: Bool
      /// While sending, the form is blocked and a spinner is shown.
      let isSending: Bool
      let photoNames: [String]
    }
  }

  /// Send the form as a status report for its event.
  enum SendReport {
    struct Request {}

    enum Response {
      /// The screens under the form show the report at once, not when the server answers.
      case sending
      case sent
      case failure
    }

    enum ViewModel: Equatable {
      case sending
      case sent
      /// The screens under the form show again what they showed before Send, then the alert is shown.
      case failure(alertTitle: String, message: String, actionTitle: String)
    }
  }
}
