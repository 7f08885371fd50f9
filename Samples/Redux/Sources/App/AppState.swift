import ServiceKit

/// The whole app's state: one value, composed of each screen's state, that the store holds.
///
/// Every field has a default, so `AppState()` is the logged-out app at launch, and any other state can be built
/// and handed to ``ReduxApp/launch(in:backend:initialState:actionLog:)`` to start the app there.
public struct AppState: Equatable, Sendable {
  /// The logged-in technician, shown on the Account screen; `nil` shows the login screen.
  public var user: User?
  public var login: LoginState
  public var tasks: TasksState
  /// The event detail, while it is on the Tasks stack.
  public var detail: EventDetailState?
  /// The customer detail, while it is on the Tasks stack.
  public var customer: CustomerState?
  /// The report form, shown while ``NavigationState/sheet`` is a report.
  public var report: ReportState
  public var navigation: NavigationState

  public init(
    user: User? = nil, login: LoginState = LoginState(), tasks: TasksState = TasksState(),
    detail: EventDetailState? = nil, customer: CustomerState? = nil, report: ReportState = ReportState(),
    navigation: NavigationState = NavigationState()
  ) {
    self.user = user
    self.login = login
    self.tasks = tasks
    self.detail = detail
    self.customer = customer
    self.report = report
    self.navigation = navigation
  }
}
