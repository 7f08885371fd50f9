/// What a tab bar shows for a controller: its title and, like `UITabBarItem`, a badge.
///
/// The item is a value: setting a property through the controller's ``ViewController/tabBarItem``
/// redraws the tab bar, as setting `UITabBarItem.badgeValue` does.
///
/// ```swift
/// navigationController.tabBarItem = TabBarItem(title: "Tasks")
/// navigationController.tabBarItem?.badgeValue = "3"  // the tab's element value is "3"
/// navigationController.tabBarItem?.badgeValue = nil  // no badge
/// ```
public struct TabBarItem: Equatable, Sendable {
  public var title: String
  /// The text of the badge on the tab, or `nil` for none. As in UIKit, any text is shown as
  /// given, an empty string included; hiding a zero count is the app's job.
  public var badgeValue: String?

  public init(title: String, badgeValue: String? = nil) {
    self.title = title
    self.badgeValue = badgeValue
  }
}
