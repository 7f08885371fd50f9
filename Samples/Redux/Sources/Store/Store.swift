import Observation

/// The single source of truth: holds the whole app state and changes it only by running actions through the
/// middleware to the reducer.
///
/// Dispatch is serialized. An action dispatched while another is still in the middleware or the reducer (a
/// middleware dispatching from `handle`) is buffered: it waits in a queue and runs, in the order dispatched,
/// once the current action has been reduced and every middleware has returned.
@MainActor
@Observable
final class Store {
  private(set) var state: AppState
  /// The middleware chain, ending in the reducer.
  @ObservationIgnored private var chain: Dispatch = { _ in }
  @ObservationIgnored private var queue: [AppAction] = []
  @ObservationIgnored private var isDispatching = false

  /// A store starting at `initialState`; every action passes through `middleware` in order, then `appReducer`.
  init(initialState: AppState = AppState(), middleware: [any Middleware] = []) {
    state = initialState
    let reduce: Dispatch = { [unowned self] action in appReducer(&state, action) }
    chain = middleware.reversed().reduce(reduce) { next, middleware in
      { [unowned self] action in middleware.handle(action, store: self, next: next) }
    }
  }

  /// Sends `action` through the middleware to the reducer, or queues it when a dispatch is under way.
  func dispatch(_ action: AppAction) {
    queue.append(action)
    guard !isDispatching else { return }
    isDispatching = true
    defer { isDispatching = false }
    while !queue.isEmpty {
      chain(queue.removeFirst())
    }
  }
}
