import HeadlessUI

/// A tappable button with a title.
@MainActor
open class Button: Control {
  /// Button states; the headless platform shows only the normal title.
  public enum State: Sendable {
    case normal
  }

  private var title: String?

  public init(title: String? = nil) {
    self.title = title
  }

  public func setTitle(_ title: String?, for state: State) {
    self.title = title
    setNeedsDisplay()
  }

  public func title(for state: State) -> String? { title }

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    return [
      Element(
        .button, label: accessibilityLabel ?? title ?? "", identifier: accessibilityIdentifier ?? "",
        isEnabled: isEnabled, actions: .init(tap: { [weak self] in self?.sendActions(for: .touchUpInside) }))
    ]
  }
}
