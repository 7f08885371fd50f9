import HeadlessUI

extension View {
  /// Runs `action` after the render pass in which this view first appears.
  ///
  /// A view appears when its identity (its position, or its `ForEach` id) enters the tree,
  /// and disappears when it leaves; a view in a tab that is not selected is not there.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(hooks: LifecycleHooks(onAppear: action)))
  }

  /// Runs `action` after the render pass in which this view leaves the tree.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(hooks: LifecycleHooks(onDisappear: action)))
  }

  /// Starts `action` when this view appears, and cancels it when the view disappears.
  ///
  /// ```swift
  /// .task { await model.load() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  )
    -> some View
  {
    modifier(LifecycleModifier(hooks: LifecycleHooks(task: action)))
  }

  /// Starts `action` when this view appears, and again, after cancelling it, whenever `value` changes.
  public func task<Value: Equatable & Hashable>(
    id value: Value, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(hooks: LifecycleHooks(task: action, taskID: AnyHashable(value))))
  }
}

/// Registers a view's lifecycle hooks with the render pass; the graph runs them after it.
struct LifecycleModifier: PrimitiveModifier {
  let hooks: LifecycleHooks

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    if context.isVisible {
      context.pass.register(hooks, for: context.id)
    }
    return content(context)
  }
}
