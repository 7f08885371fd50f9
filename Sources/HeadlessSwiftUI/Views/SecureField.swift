import HeadlessUI

/// A field for a password; renders as a `.secureField` element labelled with its title.
public struct SecureField<Label: View>: View {
  let title: String
  let text: Binding<String>

  public var body: Never { bodyError() }
}

extension SecureField where Label == Text {
  /// A field whose placeholder, and element label, is `title`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  @_disfavoredOverload
  /// A field titled with a string value.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(String(title), text: text)
  }
}

extension SecureField: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    [TextEntry.element(.secureField, title: title, text: text, in: context)]
  }
}
