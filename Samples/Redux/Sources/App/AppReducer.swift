/// The app's reducer: gives every action to each screen's reducer, which changes only its own part of the state.
func appReducer(_ state: inout AppState, _ action: AppAction) {
  if case .account(.logOutTapped) = action {
    // Logging out drops all user state at once: nothing of the session can leak into the next one.
    state = AppState()
    return
  }
  accountReducer(&state.user, action)
  loginReducer(&state.login, action)
  tasksReducer(&state.tasks, action)
  eventDetailReducer(&state.detail, action)
  customerReducer(&state.customer, action)
  reportReducer(&state.report, action)
  navigationReducer(&state.navigation, action)
}
