import HeadlessUI

/// One item of a navigation bar, placed at its leading or trailing end.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
///   ToolbarItem(placement: .confirmationAction) { Button("Send") { model.send() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { fatalError("ToolbarItem is built in and has no body") }
}

extension ToolbarItem where ID == () {
  /// An item of the views `content` builds, at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier, which the headless platform ignores.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items of a navigation bar at the same place.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { fatalError("ToolbarItemGroup is built in and has no body") }
}

extension ToolbarItem: PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext) {
    screen.place(renderView(content, in: context), at: placement)
  }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext) {
    screen.place(renderView(content, in: context), at: placement)
  }
}
