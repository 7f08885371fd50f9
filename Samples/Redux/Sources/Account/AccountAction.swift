/// What happens on the Account screen.
enum AccountAction: Equatable, Sendable {
  case logOutTapped
}
