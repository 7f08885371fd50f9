/// What the platform's navigation did on its own: a tab tapped, a screen popped with Back.
enum NavigationAction: Equatable, Sendable {
  case tabSelected(NavigationState.Tab)
  case pathChanged([NavigationState.Route])
}
