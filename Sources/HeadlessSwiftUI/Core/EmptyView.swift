import HeadlessUI

/// A view that shows nothing.
public struct EmptyView: View {
  /// A view of nothing.
  public init() {}

  public var body: Never { bodyError() }
}

extension EmptyView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] { [] }
}

extension EmptyView: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList { .empty }
}
