import HeadlessUI

extension View {
  /// Puts items in the navigation bar of this view's screen.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(content: content()))
  }

  /// Puts views, usually buttons, at the trailing end of the navigation bar of this view's screen.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(content: ToolbarItemGroup(placement: .automatic) { content() }))
  }
}

/// Renders toolbar content into the navigation bar of the view's screen; outside a stack it shows nothing.
struct ToolbarModifier<Items: ToolbarContent>: PrimitiveModifier {
  let content: Items

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    // After the content, so that chained `.toolbar` modifiers place their items in the order written.
    let elements = content(context)
    if let screen = context.navigation {
      collectToolbar(self.content, into: screen, in: context.child(.slot(.toolbar)))
    }
    return elements
  }
}

extension NavigationScope {
  func place(_ elements: [Element], at placement: ToolbarItemPlacement) {
    update { screen in
      if placement.isLeading {
        screen.leadingItems += elements
      } else {
        screen.trailingItems += elements
      }
    }
  }
}
