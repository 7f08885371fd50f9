/// Items for a navigation bar, like SwiftUI's `ToolbarContent`: ``ToolbarItem``s, or your own composed of them.
@MainActor
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent

  @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content built into this module, which places its items itself instead of having a body.
@MainActor
protocol PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext)
}

extension PrimitiveToolbarContent {
  /// Collects `content`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  static func collect<C>(_ content: C, into screen: NavigationScope, in context: RenderContext) {
    reinterpret(content, as: Self.self).collect(into: screen, in: context)
  }
}

/// Renders toolbar content into a screen's navigation bar items.
@MainActor
func collectToolbar<Content: ToolbarContent>(
  _ content: Content, into screen: NavigationScope, in context: RenderContext
) {
  if let primitive = Conformances.primitiveToolbarContent(Content.self) {
    primitive.collect(content, into: screen, in: context)
    return
  }
  let bodyContext = context.passingThrough(.type(TypeIdentity.of(Content.self)))
  DynamicPropertyLinker.link(content, in: bodyContext)
  context.graph.countBodyEvaluation()
  collectToolbar(context.node.trackingContent { content.body }, into: screen, in: bodyContext)
}
