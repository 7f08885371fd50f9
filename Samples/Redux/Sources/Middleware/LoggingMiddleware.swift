/// Records every action with the state change it caused, and hands each entry's line to a sink.
@MainActor
final class LoggingMiddleware: Middleware {
  /// Every action so far, oldest first.
  private(set) var entries: [ActionLogEntry] = []
  private let sink: ((String) -> Void)?

  init(sink: ((String) -> Void)? = nil) {
    self.sink = sink
  }

  func handle(_ action: AppAction, store: Store, next: Dispatch) {
    let before = store.state
    next(action)
    let entry = ActionLogEntry(action: action, changes: StateDiff.changes(from: before, to: store.state))
    entries.append(entry)
    sink?(entry.description)
  }
}
