import HeadlessUI

/// Views treated as one, with no element of their own; inside a `List` each is a row.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension Group: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    renderView(content, in: context.passingThrough(.index(0)))
  }
}

extension Group: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    ViewList.of(content, in: context.passingThrough(.index(0)))
  }
}
