/// Everything that can happen in the app: what a person did, and what the backend answered.
///
/// Actions are named as events, not as setters; one action may change several screens' states.
enum AppAction: Equatable, Sendable {
  /// The app was started, before its first screen shows.
  case launched
  case login(LoginAction)
  case tasks(TasksAction)
  case eventDetail(EventDetailAction)
  case customer(CustomerAction)
  case report(ReportAction)
  case account(AccountAction)
  case navigation(NavigationAction)
}
