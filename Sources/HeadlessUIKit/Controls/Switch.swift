import HeadlessUI

/// An on/off switch; sends `.valueChanged` when a person flips it.
@MainActor
open class Switch: Control {
  public var isOn = false {
    didSet { setNeedsDisplay() }
  }

  public override init() {}

  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    return [
      Element(
        .toggle, label: accessibilityLabel ?? "", identifier: accessibilityIdentifier ?? "",
        value: Element.toggleValue(isOn), isEnabled: isEnabled,
        actions: .init(setOn: { [weak self] on in
          self?.isOn = on
          self?.sendActions(for: .valueChanged)
        }))
    ]
  }
}
