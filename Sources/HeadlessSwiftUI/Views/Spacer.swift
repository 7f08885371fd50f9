import Foundation
import HeadlessUI

/// Flexible space in a stack; renders nothing.
public struct Spacer: View {
  /// A spacer; the length is ignored.
  public init(minLength: CGFloat? = nil) {}

  public var body: Never { bodyError() }
}

extension Spacer: PrimitiveView {
  func render(in context: RenderContext) -> [Element] { [] }
}
