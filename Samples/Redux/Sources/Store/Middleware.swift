/// Passes an action on: to the next middleware, or at the end of the chain to the reducer.
typealias Dispatch = @MainActor (AppAction) -> Void

/// Sits between `dispatch` and the reducer; the only place where side effects run.
///
/// A middleware sees every action. It passes the action on with `next`, and may read the store's state before
/// and after that and dispatch further actions, at once or later from a task it starts.
@MainActor
protocol Middleware: AnyObject {
  func handle(_ action: AppAction, store: Store, next: Dispatch)
}
