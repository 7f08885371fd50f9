import ServiceKit

/// Keeps the logged-in user; logging out is the app reducer's, as it clears every screen's state.
func accountReducer(_ user: inout User?, _ action: AppAction) {
  if case .login(.loggedIn(let loggedInUser)) = action {
    user = loggedInUser
  }
}
