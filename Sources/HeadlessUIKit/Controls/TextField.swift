import HeadlessUI

/// A one-line editable text field; sends `.editingChanged` on every keystroke.
@MainActor
open class TextField: Control {
  public var text: String? {
    didSet { setNeedsDisplay() }
  }
  public var placeholder: String? {
    didSet { setNeedsDisplay() }
  }
  public var isSecureTextEntry = false {
    didSet { setNeedsDisplay() }
  }

  public override init() {}

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    return [
      Element(
        isSecureTextEntry ? .secureField : .textField, label: accessibilityLabel ?? placeholder ?? "",
        identifier: accessibilityIdentifier ?? "", value: text ?? "", isEnabled: isEnabled,
        actions: .init(setText: { [weak self] newText in
          self?.text = newText
          self?.sendActions(for: .editingChanged)
        }))
    ]
  }
}
