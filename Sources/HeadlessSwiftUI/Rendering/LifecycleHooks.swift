import HeadlessUI

/// What a view does when it appears or disappears: `onAppear`, `onDisappear` and `task`.
@MainActor
struct LifecycleHooks {
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor () async -> Void)?
  /// The value of `task(id:)`: when it changes, the task is cancelled and started again.
  var taskID: AnyHashable?
}

/// A view that appeared and has not disappeared yet, with the task it runs.
@MainActor
final class LiveView {
  var hooks: LifecycleHooks
  var task: Task<Void, Never>?
  /// When the view appeared, relative to the others: views disappear in the order they appeared.
  let order: Int

  init(hooks: LifecycleHooks, order: Int) {
    self.hooks = hooks
    self.order = order
  }
}
