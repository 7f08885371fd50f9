import HeadlessUI
import Observation

extension View {
  /// Sets an environment value for this view and the views in it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  )
    -> some View
  {
    // Writing through a key path may read the old value first: no dependency of the content's.
    modifier(
      EnvironmentWritingModifier { values in _ = EnvironmentKeys.recording { values[keyPath: keyPath] = value } })
  }

  /// Places an `@Observable` object in the environment, for `@Environment(Model.self)` below to read.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(EnvironmentWritingModifier { $0.setObject(object, for: Object.self) })
  }
}

/// Changes the environment of its content.
struct EnvironmentWritingModifier: PrimitiveModifier {
  let transform: @MainActor (inout EnvironmentValues) -> Void

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    var context = context
    transform(&context.environment)
    return content(context)
  }
}
