import HeadlessUI

/// A separating line; renders nothing.
public struct Divider: View {
  /// A divider.
  public init() {}

  public var body: Never { bodyError() }
}

extension Divider: PrimitiveView {
  func render(in context: RenderContext) -> [Element] { [] }
}
