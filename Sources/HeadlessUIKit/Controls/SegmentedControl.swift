import HeadlessUI

/// A row of mutually exclusive segments; sends `.valueChanged` when a person picks one.
@MainActor
open class SegmentedControl: Control {
  public static let noSegment = -1

  private var items: [String]
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet { setNeedsDisplay() }
  }

  public init(items: [String]) {
    self.items = items
  }

  public var numberOfSegments: Int { items.count }

  public func titleForSegment(at index: Int) -> String? {
    items.indices.contains(index) ? items[index] : nil
  }

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    return [
      Element(
        .segmentedControl, label: accessibilityLabel ?? "", identifier: accessibilityIdentifier ?? "",
        value: titleForSegment(at: selectedSegmentIndex), isEnabled: isEnabled, options: items,
        actions: .init(select: { [weak self] index in
          self?.selectedSegmentIndex = index
          self?.sendActions(for: .valueChanged)
        }))
    ]
  }
}
