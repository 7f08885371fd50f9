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

  /// The server. Screens that load what only they show (an event, a customer) call it themselves.
  let backend: any Backend
  /// Applies the server's changes to ``events`` for as long as the session lasts.
  @ObservationIgnored private var liveUpdates: Task<Void, Never>?

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Starts a session; the backend's error tells the login screen what to say.
  func logIn(_ credentials: Credentials) async throws {
    user = try await backend.login(credentials).user
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

  /// Sends a report, and returns the event as the server changed it; its row shows the change at once.
  func submit(_ report: StatusReport) async throws -> ServiceEvent {
    let event = try await backend.submit(report)
    // A report sent again returns the event as the list has it; changing the list would render it again for nothing.
    if events?.contains(event) == false {
      apply(.updated(event))
    }
    return event
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
