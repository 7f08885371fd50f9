import ServiceKit

/// Makes the backend calls that actions ask for, and dispatches what the backend answers.
@MainActor
final class BackendMiddleware: Middleware {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func handle(_ action: AppAction, store: Store, next: Dispatch) {
    // Read before the reducer runs: the list loads on appearing only if it never loaded.
    let eventsNotLoaded = store.state.tasks.events == .notLoaded
    next(action)
    switch action {
    case .login(.logInTapped) where store.state.login.isLoggingIn:
      let credentials = Credentials(username: store.state.login.username, password: store.state.login.password)
      perform(store) {
        .login(.loggedIn(try await $0.login(credentials)))
      } failure: {
        .login(.logInFailed($0 as? BackendError ?? .unavailable))
      }
    case .login(.keptSessionFound(let token)):
      perform(store) {
        .login(.sessionResumed(try await $0.resume(token: token)))
      } failure: {
        .login(.sessionResumeFailed($0 as? BackendError ?? .unavailable))
      }
    case .tasks(.appeared) where eventsNotLoaded:
      loadEvents(store)
    case .tasks(.retryTapped), .tasks(.refreshPulled):
      loadEvents(store)
    case .tasks(.eventTapped(let id)), .eventDetail(.retryTapped(let id)):
      perform(store) {
        .eventDetail(.eventLoaded(try await $0.event(id: id)))
      } failure: { _ in
        .eventDetail(.eventFailedToLoad(id))
      }
    case .eventDetail(.customerTapped(let id)), .customer(.retryTapped(let id)):
      perform(store) {
        .customer(.customerLoaded(try await $0.customer(id: id)))
      } failure: { _ in
        .customer(.customerFailedToLoad(id))
      }
    case .report(.sendTapped(let eventID)):
      let report = store.state.report.statusReport(eventID: eventID)
      perform(store) {
        .report(.sent(try await $0.submit(report)))
      } failure: { _ in
        .report(.sendFailed)
      }
    case .account(.logOutTapped):
      // The app has already forgotten the session; the server is told if it can be.
      Task { [backend] in try? await backend.logout() }
    default:
      break
    }
  }

  private func loadEvents(_ store: Store) {
    perform(store) {
      .tasks(.eventsLoaded(try await $0.events()))
    } failure: { _ in
      .tasks(.eventsFailedToLoad)
    }
  }

  /// Runs a call and dispatches its outcome, unless the user logged out meanwhile: a late answer must not fill
  /// the logged-out state with the old session's data.
  private func perform(
    _ store: Store, _ call: @escaping @MainActor (any Backend) async throws -> AppAction,
    failure: @escaping @MainActor (any Error) -> AppAction
  ) {
    let user = store.state.user
    Task { [backend] in
      let outcome: AppAction
      do {
        outcome = try await call(backend)
      } catch {
        outcome = failure(error)
      }
      guard store.state.user == user else { return }
      store.dispatch(outcome)
    }
  }
}
