import HeadlessUI

/// A picture; the headless platform does not show images, so it renders nothing.
public struct Image: View {
  let name: String

  /// An image from the app's assets.
  public init(_ name: String) {
    self.name = name
  }

  /// A system symbol.
  public init(systemName: String) {
    self.name = systemName
  }

  public var body: Never { bodyError() }
}

extension Image: PrimitiveView {
  func render(in context: RenderContext) -> [Element] { [] }
}
