import HeadlessUI

extension View {
  /// Shows `content` in front of this view: its elements follow this view's elements.
  ///
  /// ```swift
  /// List(events) { … }
  ///   .overlay { if events.isEmpty { Text("No events found.") } }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  )
    -> some View
  {
    modifier(OverlayModifier(overlay: content()))
  }
}

struct OverlayModifier<Overlay: View>: PrimitiveModifier {
  let overlay: Overlay

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    content(context) + renderView(overlay, in: context.child(.slot(.overlay)))
  }
}
