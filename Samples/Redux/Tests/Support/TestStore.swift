import ServiceKit

@testable import Redux

/// A store with the app's reducer, a logger that records every action, and the middleware under test.
@MainActor
struct TestStore {
  let store: Store
  let log = LoggingMiddleware()

  init(state: AppState = AppState(), middleware: [any Middleware] = []) {
    store = Store(initialState: state, middleware: [log] + middleware)
  }

  /// Every action the store has reduced, oldest first.
  var actions: [AppAction] { log.entries.map(\.action) }

  var state: AppState { store.state }

  func dispatch(_ action: AppAction) {
    store.dispatch(action)
  }
}
