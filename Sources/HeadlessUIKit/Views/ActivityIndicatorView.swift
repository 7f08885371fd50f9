import HeadlessUI

/// A spinner that shows work in progress.
@MainActor
open class ActivityIndicatorView: View {
  public private(set) var isAnimating = false
  public var hidesWhenStopped = true {
    didSet { setNeedsDisplay() }
  }

  public override init() {}

  public func startAnimating() {
    isAnimating = true
    setNeedsDisplay()
  }

  public func stopAnimating() {
    isAnimating = false
    setNeedsDisplay()
  }

  override func elements() -> [Element] {
    guard !isHidden, isAnimating || !hidesWhenStopped else { return [] }
    return [Element(.activityIndicator, label: accessibilityLabel ?? "", identifier: accessibilityIdentifier ?? "")]
  }
}
