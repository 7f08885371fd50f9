import Observation

/// The single source of truth: holds the whole app state and changes it only by running actions through the
/// middleware to the reducer.
///
/// Views do not observe the store itself: each selects the parts of the state it shows (``select(_:)``), and is
/// told of a change only when one of those parts changed. An action that leaves the state equal tells no one.
///
/// Dispatch is serialized. An action dispatched while another is still in the middleware or the reducer (a
/// middleware dispatching from `handle`) is buffered: it waits in a queue and runs, in the order dispatched,
/// once the current action has been reduced and every middleware has returned.
@MainActor
final class Store: Observable {
  // `Observable` only so that views find the store in the environment; what they observe is their selections.
  private(set) var state: AppState
  /// The middleware chain, ending in the reducer.
  private var chain: Dispatch = { _ in }
  private var queue: [AppAction] = []
  private var isDispatching = false
  /// Every part of the state that a view selected, by its path; each is kept up to date after every action.
  private var selections: [PartialKeyPath<AppState>: any StateSelection] = [:]

  /// A store starting at `initialState`; every action passes through `middleware` in order, then `appReducer`.
  init(initialState: AppState = AppState(), middleware: [any Middleware] = []) {
    state = initialState
    let reducer: Dispatch = { [unowned self] action in reduce(action) }
    chain = middleware.reversed().reduce(reducer) { next, middleware in
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

  /// The part of the state at `keyPath`, observable on its own: it changes only when that part changed.
  ///
  /// ```swift
  /// let report = store.select(\.report)
  /// Text(report.note)   // evaluated again after a keystroke in the note, not after a tab switch
  /// ```
  ///
  /// One selection is kept per path, so every view that selects the same part shares it.
  func select<Selected: Equatable>(_ keyPath: KeyPath<AppState, Selected>) -> Selection<Selected> {
    if let selection = selections[keyPath] as? Selection<Selected> {
      return selection
    }
    let selection = Selection(keyPath, of: state)
    selections[keyPath] = selection
    return selection
  }

  /// Runs `appReducer`, then brings the selections up to date, unless the state is still equal.
  private func reduce(_ action: AppAction) {
    let old = state
    appReducer(&state, action)
    guard state != old else { return }
    for selection in selections.values {
      selection.update(from: state)
    }
  }
}
