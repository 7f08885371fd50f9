import HeadlessUI

extension View {
  /// Tells the enclosing `NavigationStack` which screen to push for values of `data`'s type.
  ///
  /// Place it inside the stack, on a screen that stays in it (usually the root).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier { stack in stack.register(data) { value in AnyView(destination(value)) } })
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
