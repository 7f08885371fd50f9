import ServiceKit

/// Keeps the logged-in user, from a login or a resumed session; logging out is the app reducer's, as it clears
/// every screen's state.
func accountReducer(_ user: inout User?, _ action: AppAction) {
  switch action {
  case .login(.loggedIn(let session)):
    user = session.user
  case .login(.sessionResumed(let resumedUser)):
    user = resumedUser
  default:
    break
  }
}
