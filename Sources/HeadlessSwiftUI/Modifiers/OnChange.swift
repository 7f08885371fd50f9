import HeadlessUI

extension View {
  /// Runs `action` with the old and the new value after a render pass in which `value` changed.
  ///
  /// With `initial`, it also runs when the view first appears, with the value as both.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after a render pass in which `value` changed.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}

/// The value an `onChange` saw last time.
@MainActor
final class ObservedValue<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Compares the value with the one seen in the last pass, and schedules the action when it differs.
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    var isNew = false
    let observed = context.graph.persistent(context.id) {
      isNew = true
      return ObservedValue(value)
    }
    let (old, new, action) = (observed.value, value, self.action)
    if isNew ? initial : old != new {
      context.graph.afterPass { action(old, new) }
    }
    observed.value = value
    return content(context)
  }
}
