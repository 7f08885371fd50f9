/// A tab of the main screen.
enum MainTab: Hashable {
  case tasks
  case account
}
