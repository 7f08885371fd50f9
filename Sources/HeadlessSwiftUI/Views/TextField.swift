import HeadlessUI

/// A one-line editable text field; renders as a `.textField` element labelled with its title.
///
/// ```swift
/// TextField("Username", text: $model.username)
/// ```
public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>

  public var body: Never { bodyError() }
}

extension TextField where Label == Text {
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

extension TextField: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    [TextEntry.element(.textField, title: title, text: text, in: context)]
  }
}

/// What text fields and secure fields share.
@MainActor
enum TextEntry {
  static func element(
    _ role: Element.Role, title: String, text: Binding<String>, in context: RenderContext
  )
    -> Element
  {
    let isEnabled = context.environment.isEnabled
    return Element(
      role, label: title, value: text.wrappedValue, isEnabled: isEnabled,
      actions: .init(setText: { newText in
        guard isEnabled else { return }
        text.wrappedValue = newText
      }))
  }
}
