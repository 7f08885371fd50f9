import HeadlessUI

extension View {
  /// Sets the title the navigation bar shows while this view's screen is on top of its stack.
  ///
  /// Inside a sheet, the title of the sheet's stack is also the sheet's label.
  public func navigationTitle(_ title: String) -> some View {
    modifier(
      NavigationBarModifier { screen in
        if screen.title == nil {
          screen.title = title
        }
      })
  }

  @_disfavoredOverload
  /// Sets the title to a string value.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(String(title))
  }

  /// Hides the Back button while this view's screen is on top of its stack.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(
      NavigationBarModifier { screen in
        screen.hidesBackButton = screen.hidesBackButton || hidesBackButton
      })
  }
}

/// Changes what the navigation bar of the view's screen shows; outside a stack it does nothing.
struct NavigationBarModifier: PrimitiveModifier {
  let update: @MainActor (NavigationScope) -> Void

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    context.navigation?.update(update)
    return content(context)
  }
}
