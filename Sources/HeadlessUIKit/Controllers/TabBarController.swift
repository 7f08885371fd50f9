import HeadlessUI

/// Screens side by side, one shown at a time, picked from a tab bar, like `UITabBarController`.
///
/// A tab's title is its controller's ``ViewController/tabBarItem`` title, or else its title;
/// the item's ``TabBarItem/badgeValue`` is the tab element's value, as XCUITest reads a badged
/// tab bar button's value.
@MainActor
open class TabBarController: ViewController {
  public var viewControllers: [ViewController] = [] {
    didSet {
      oldValue.forEach { $0.removeFromParent() }
      viewControllers.forEach(addChild)
      selectedIndex = 0
    }
  }

  public var selectedIndex = 0 {
    didSet {
      selectedViewController?.beginAppearance()
      setNeedsDisplay()
    }
  }

  public override init() {}

  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  override func beginAppearance() {
    selectedViewController?.beginAppearance()
  }

  override func contentElements() -> [Element] {
    let tabs = viewControllers.enumerated().map { index, controller in
      let title = controller.tabBarItem?.title ?? controller.title ?? ""
      return Element(
        .tab, label: title, identifier: "tab.\(title)", value: controller.tabBarItem?.badgeValue,
        isSelected: index == selectedIndex,
        actions: .init(tap: { [weak self] in self?.selectedIndex = index }))
    }
    return (selectedViewController?.contentElements() ?? []) + [Element(.tabBar, children: tabs)]
  }
}
