import HeadlessUI

extension View {
  /// Tells the enclosing `NavigationStack` which screen to push for values of `data`'s type.
  ///
  /// Place it inside the stack, on a screen that stays in it (usually the root).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    // Made here, once per body, so that the stack can tell the same destination from a new one.
    let makeScreen: @MainActor (D) -> AnyView = { value in AnyView(destination(value)) }
    return modifier(NavigationDestinationModifier { stack in stack.register(data, destination: makeScreen) })
  }
}

struct NavigationDestinationModifier: PrimitiveModifier {
  let register: @MainActor (NavigationStackScope) -> Void

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let register = self.register
    context.navigation?.update { screen in register(screen.stack) }
    return content(context)
  }
}
