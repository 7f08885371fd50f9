import ServiceKit

/// Listens to the backend's live changes while a user is logged in, and dispatches each one.
@MainActor
final class LiveUpdatesMiddleware: Middleware {
  private let backend: any Backend
  private var subscription: Task<Void, Never>?

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Subscribes when the state has a user and unsubscribes when it has none, so the subscription follows login
  /// and logout, and also starts for an app launched straight into a logged-in state.
  func handle(_ action: AppAction, store: Store, next: Dispatch) {
    next(action)
    let isLoggedIn = store.state.user != nil
    if isLoggedIn && subscription == nil {
      let changes = backend.liveChanges()
      subscription = Task { [weak store] in
        // A change may already be buffered when logout cancels the task; it belongs to the old session.
        for await change in changes where !Task.isCancelled {
          store?.dispatch(.tasks(.liveChangeReceived(change)))
        }
      }
    } else if !isLoggedIn, let subscription {
      subscription.cancel()
      self.subscription = nil
    }
  }
}
