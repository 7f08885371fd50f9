import HeadlessUI
import ServiceKit
import SpecRules

/// Everything the reference app shows, as one plain value: no view models, no stores, no observers.
///
/// ```swift
/// var state = ReferenceState()
/// state.searchText = "praha"
/// state.refilter()
/// ```
struct ReferenceState {
  enum Tab { case tasks, account }

  /// A screen pushed on the Tasks tab's stack.
  enum Pushed: Equatable {
    case event(ServiceEvent.ID)
    case customer(Customer.ID)
  }

  /// The report form while its sheet is open.
  struct ReportForm {
    var eventID: ServiceEvent.ID
    var note = ""
    var isCompleted = false
    var completionType: CompletionType?
    var photos: [LibraryPhoto] = []
    var isSending = false
    var didFail = false

    /// Send is disabled while sending, and while Completed is on without a type.
    var canSend: Bool { !isSending && (!isCompleted || completionType != nil) }
  }

  // Login
  var username = ""
  var password = ""
  var usernameError: String?
  var passwordError: String?
  var loginError: String?
  var isLoggingIn = false

  // Session
  /// While a session the device kept is resumed at start.
  var isResuming = false
  var user: User?
  var tab = Tab.tasks

  // Tasks list
  /// Sorted by date, then id.
  var events: [ServiceEvent] = []
  var isLoadingEvents = false
  var didFailLoadingEvents = false
  var isRefreshing = false
  var searchText = ""
  var openOnly = false
  /// ``events`` under the search and the toggle; recomputed when one of them changes, not on every render.
  var shownEvents: [ServiceEvent] = []

  // Pushed screens
  var stack: [Pushed] = []
  var event: ServiceEvent?
  /// Whether the server removed the event the detail shows.
  var isEventRemoved = false
  var customer: Customer?
  /// Whether loading the pushed screen's event or customer failed, so that it shows the error and `Retry`.
  var didFailLoadingPushed = false
  var report: ReportForm?

  /// Recomputes ``shownEvents``.
  mutating func refilter() {
    shownEvents = events.filter(EventSearch(text: searchText, openOnly: openOnly).keeps)
  }

  /// Applies a change to one event, keeping ``events`` sorted, and refilters.
  mutating func apply(_ change: LiveChange) {
    switch change {
    case .added(let changed), .updated(let changed):
      events.place(changed)
      if event?.id == changed.id { event = changed }
    case .removed(let id):
      events.removeAll { $0.id == id }
      if event?.id == id { isEventRemoved = true }
    }
    refilter()
  }
}
