/// What a navigation bar shows for a controller: its buttons.
@MainActor
public final class NavigationItem {
  weak var owner: ViewController?

  public var leftBarButtonItems: [BarButtonItem] = [] {
    didSet { adopt(leftBarButtonItems) }
  }
  public var rightBarButtonItems: [BarButtonItem] = [] {
    didSet { adopt(rightBarButtonItems) }
  }
  public var hidesBackButton = false {
    didSet { owner?.setNeedsDisplay() }
  }

  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// Makes the items report their changes to this navigation item's controller.
  private func adopt(_ items: [BarButtonItem]) {
    for item in items {
      item.navigationItem = self
    }
    owner?.setNeedsDisplay()
  }
}

/// A button in a navigation bar.
@MainActor
public final class BarButtonItem {
  weak var navigationItem: NavigationItem?

  public var title: String {
    didSet { navigationItem?.owner?.setNeedsDisplay() }
  }
  public var isEnabled = true {
    didSet { navigationItem?.owner?.setNeedsDisplay() }
  }
  public var accessibilityIdentifier: String? {
    didSet { navigationItem?.owner?.setNeedsDisplay() }
  }
  public var primaryAction: Action?

  public init(title: String, primaryAction: Action? = nil) {
    self.title = title
    self.primaryAction = primaryAction
  }
}
