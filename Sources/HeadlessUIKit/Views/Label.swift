import HeadlessUI

/// A line of read-only text; shows nothing while its text is empty.
@MainActor
open class Label: View {
  public var text: String? {
    didSet { setNeedsDisplay() }
  }

  public init(text: String? = nil) {
    self.text = text
  }

  override func elements() -> [Element] {
    guard !isHidden, let text, !text.isEmpty else { return [] }
    return [Element(.text, label: accessibilityLabel ?? text, identifier: accessibilityIdentifier ?? "", value: text)]
  }
}
