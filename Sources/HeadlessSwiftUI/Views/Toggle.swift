import HeadlessUI

/// An on/off switch; renders as a `.toggle` element with value `"1"` or `"0"`.
///
/// ```swift
/// Toggle("Open only", isOn: $model.openOnly)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle labelled by a view: its first text is the element's label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { bodyError() }
}

extension Toggle where Label == Text {
  /// A toggle labelled `title`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  @_disfavoredOverload
  /// A toggle labelled with a string value.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(String(title), isOn: isOn)
  }
}

extension Toggle: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let title = Element.firstText(in: renderView(label, in: context.child(.slot(.label)))) ?? ""
    let isEnabled = context.environment.isEnabled
    let isOn = self.isOn
    return [
      Element(
        .toggle, label: title, value: Element.toggleValue(isOn.wrappedValue), isEnabled: isEnabled,
        actions: .init(setOn: { on in
          guard isEnabled else { return }
          isOn.wrappedValue = on
        }))
    ]
  }
}
