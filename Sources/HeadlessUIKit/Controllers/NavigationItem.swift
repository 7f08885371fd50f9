/// What a navigation bar shows for a controller: its buttons.
@MainActor
public final class NavigationItem {
  weak var owner: ViewController?

  public var leftBarButtonItems: [BarButtonItem] = [] {
    didSet { owner?.setNeedsDisplay() }
  }
  public var rightBarButtonItems: [BarButtonItem] = [] {
    didSet { owner?.setNeedsDisplay() }
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
}

/// A button in a navigation bar.
@MainActor
public final class BarButtonItem {
  public var title: String
  public var isEnabled = true
  public var primaryAction: Action?

  public init(title: String, primaryAction: Action? = nil) {
    self.title = title
    self.primaryAction = primaryAction
  }
}

/// What a tab bar shows for a controller.
public struct TabBarItem: Equatable, Sendable {
  public var title: String

  public init(title: String) {
    self.title = title
  }
}
