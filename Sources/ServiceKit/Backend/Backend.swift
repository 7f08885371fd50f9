/// The field-service backend every sample talks to.
///
/// The whole app runs on the main actor, as an iOS app target with main-actor
/// default isolation does; a networked implementation would leave the main
/// actor inside its own methods. Keeping the fixture on the main actor means a
/// zero-latency call never hops threads, so what the harness times is the
/// architecture, not the scheduler.
///
/// ```swift
/// let session = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
/// let events = try await backend.events()
/// ```
@MainActor
public protocol Backend: AnyObject {
  /// Checks the credentials and starts a session, whose token the app may keep.
  func login(_ credentials: Credentials) async throws -> AuthSession
  /// Creates an account and starts its session, as ``login(_:)`` does: the new user logs in
  /// later with the e-mail as the username.
  ///
  /// Throws ``BackendError/invalidCredentials`` when an account has that e-mail already.
  ///
  /// ```swift
  /// let session = try await backend.register(Registration(email: "jana@example.cz", password: "heslo123", nickname: "Jana"))
  /// ```
  func register(_ registration: Registration) async throws -> AuthSession
  /// Resumes the session a kept token stands for, when the app is started again.
  ///
  /// Throws ``BackendError/notAuthenticated`` when the server no longer accepts the token
  /// (it expired, or the user logged out).
  func resume(token: String) async throws -> User
  /// Ends the session.
  func logout() async throws
  /// All service events of the logged-in technician, in no particular order.
  func events() async throws -> [ServiceEvent]
  /// One event, as it is now.
  func event(id: ServiceEvent.ID) async throws -> ServiceEvent
  /// One customer.
  func customer(id: Customer.ID) async throws -> Customer
  /// Sends a status report and returns the event it updated.
  ///
  /// The server also pushes the updated event to every live stream, as it would for a change
  /// made anywhere else: an app that shows its own change at once sees it again as an echo.
  func submit(_ report: StatusReport) async throws -> ServiceEvent
  /// The reports sent about an event, in the order they were sent.
  func reports(eventID: ServiceEvent.ID) async throws -> [ReportRecord]
  /// Changes made on the server from now on, until the stream's consumer stops.
  func liveChanges() -> AsyncStream<LiveChange>
}
