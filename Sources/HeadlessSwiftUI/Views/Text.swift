import HeadlessUI

/// A line of read-only text; renders as a `.text` element whose label and value are the string.
///
/// An empty string renders nothing, as an empty label does in HeadlessUIKit.
public struct Text: View {
  let content: String

  /// A text showing `content`.
  public init(_ content: String) {
    self.content = content
  }

  /// A text showing `content` as it is.
  public init(verbatim content: String) {
    self.content = content
  }

  @_disfavoredOverload
  /// A text showing a string value.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public var body: Never { bodyError() }
}

extension Text: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    guard !content.isEmpty else { return [] }
    return [Element(.text, label: content, value: content)]
  }
}
