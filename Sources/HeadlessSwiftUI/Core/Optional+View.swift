import HeadlessUI

/// An optional view shows its view when there is one, as an `if` in a ``ViewBuilder`` builds it.
extension Optional: View where Wrapped: View {
  public typealias Body = Never

  public var body: Never { bodyError() }
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(in context: RenderContext) -> [Element] {
    guard let view = self else { return [] }
    return renderView(view, in: context.passingThrough(.index(0)))
  }
}

extension Optional: ViewListSource where Wrapped: View {
  func makeViewList(in context: RenderContext) -> ViewList {
    guard let view = self else { return .empty }
    return ViewList.of(view, in: context.passingThrough(.index(0)))
  }
}
