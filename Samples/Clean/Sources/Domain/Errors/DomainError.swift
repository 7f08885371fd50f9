/// Why a business action failed, in the app's own terms, whatever the data source.
public enum DomainError: Error, Equatable, Sendable {
  /// The username or password is wrong.
  case invalidCredentials
  /// The technician's session has ended.
  case notAuthenticated
  /// The event or customer does not exist.
  case notFound
  /// The service could not be reached or failed.
  case unavailable
  /// A report says the event is completed but not how.
  case incompleteReport
}
