import Observation
import ServiceKit
import SpecRules

/// The app's one model: the session, the technician's events kept current with the server, and the backend.
///
/// What several screens share, and what must go when the technician logs out, lives here.
/// What only one screen shows (a form's fields, a detail's loaded event) stays in that view's `@State`.
@MainActor
@Observable
final class AppModel {
  /// The logged-in technician; `nil` while the login screen is shown.
  private(set) var user: User?
  /// The technician's events, earliest first; `nil` until they are loaded, and after a load failed.
  private(set) var events: [ServiceEvent]?
  /// Whether the last load of the events failed, so that the list shows the error and `Retry`.
  private(set) var eventsDidFailToLoad = false
  /// Whether a kept session is being resumed at start, so that the root shows a spinner, not the login form.
  private(set) var isResuming: Bool
  /// Why a kept session could not be resumed, for the login screen to say until the user types.
  private(set) var resumeFailure: String?

  /// The server. Screens that load what only they show (an event, a customer) call it themselves.
  let backend: any Backend
  /// Applies the server's changes to ``events`` for as long as the session lasts.
  @ObservationIgnored private var liveUpdates: Task<Void, Never>?
  /// The device's storage, which keeps the session's token from one start of the app to the next.
  private let storage: DeviceStorage
  private static let tokenKey = "sessionToken"

  init(backend: any Backend, storage: DeviceStorage) {
    self.backend = backend
    self.storage = storage
    isResuming = storage.string(forKey: Self.tokenKey) != nil
  }

  /// Resumes the session whose token the device kept, if it kept one; a token the server
  /// rejects is forgotten, one it could not check is kept for the next start.
  func resumeSession() async {
    guard isResuming, let token = storage.string(forKey: Self.tokenKey) else { return }
    defer { isResuming = false }
    do {
      start(try await backend.resume(token: token))
    } catch BackendError.notAuthenticated {
      storage.removeValue(forKey: Self.tokenKey)
      resumeFailure = "Your session has expired. Log in again."
    } catch {
      resumeFailure = "The server is not available. Try again."
    }
  }

  /// The login screen said why the session could not be resumed, and the user moved on.
  func clearResumeFailure() {
    if resumeFailure != nil {
      resumeFailure = nil
    }
  }

  /// Starts a session; the backend's error tells the login screen what to say.
  func logIn(_ credentials: Credentials) async throws {
    let session = try await backend.login(credentials)
    storage.set(session.token, forKey: Self.tokenKey)
    clearResumeFailure()
    start(session.user)
  }

  /// Shows the session's screens and keeps its events current with the server.
  private func start(_ user: User) {
    self.user = user
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Ends the session and forgets all of it, even when the server cannot be told.
  func logOut() async {
    try? await backend.logout()
    storage.removeValue(forKey: Self.tokenKey)
    liveUpdates?.cancel()
    liveUpdates = nil
    user = nil
    events = nil
    eventsDidFailToLoad = false
  }

  /// Loads the events; while they load again, the list keeps showing the ones it has.
  func loadEvents() async {
    // Back to the spinner after a failure, so that Retry shows the call under way.
    eventsDidFailToLoad = false
    do {
      events = try await backend.events().sorted(by: isListedBefore)
    } catch {
      events = nil
      eventsDidFailToLoad = true
    }
  }

  /// Sends a report, and returns the event as the server changed it.
  ///
  /// The event's row shows the report at once, while it is sent, and shows the event as it was
  /// again if it could not be sent.
  func submit(_ report: StatusReport, about event: ServiceEvent) async throws -> ServiceEvent {
    let listed = events?.first { $0.id == event.id }
    var reported = listed ?? event
    reported.report = report
    update(reported)
    do {
      let sent = try await backend.submit(report)
      update(sent)
      return sent
    } catch {
      if let listed {
        update(listed)
      }
      throw error
    }
  }

  /// Replaces the listed event, unless it is listed as it is: setting an equal value would render the list again for nothing.
  private func update(_ event: ServiceEvent) {
    if events?.contains(event) == false {
      apply(.updated(event))
    }
  }

  /// Changes ``events`` in place, keeping the order; before the first load there is nothing to change.
  private func apply(_ change: LiveChange) {
    switch change {
    case .added(let event), .updated(let event):
      events?.place(event)
    case .removed(let id):
      events?.removeAll { $0.id == id }
    }
  }
}
