import HeadlessUI

/// A stack of screens with a navigation bar and a Back button, like `UINavigationController`.
///
/// The bar shows "Back" (when there is a screen to go back to), the left items, the
/// top screen's title and its right items.
@MainActor
open class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []

  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  public var topViewController: ViewController? { viewControllers.last }

  public func pushViewController(_ viewController: ViewController, animated: Bool = true) {
    addChild(viewController)
    viewControllers.append(viewController)
    viewController.beginAppearance()
    setNeedsDisplay()
  }

  @discardableResult
  public func popViewController(animated: Bool = true) -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    popped.removeFromParent()
    topViewController?.beginAppearance()
    setNeedsDisplay()
    return popped
  }

  public func popToRootViewController(animated: Bool = true) {
    while viewControllers.count > 1 {
      viewControllers.removeLast().removeFromParent()
    }
    topViewController?.beginAppearance()
    setNeedsDisplay()
  }

  public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    viewControllers.forEach { $0.removeFromParent() }
    controllers.forEach(addChild)
    viewControllers = controllers
    setNeedsDisplay()
  }

  override func beginAppearance() {
    topViewController?.beginAppearance()
  }

  override var displayedTitle: String? { topViewController?.title }

  override func contentElements() -> [Element] {
    guard let top = topViewController else { return [] }
    var bar: [Element] = []
    if viewControllers.count > 1 && !top.navigationItem.hidesBackButton {
      bar.append(
        Element(
          .button, label: "Back", identifier: "back",
          actions: .init(tap: { [weak self] in
            self?.popViewController()
          })))
    }
    bar += top.navigationItem.leftBarButtonItems.map(Self.element)
    if let title = top.title {
      bar.append(Element(.text, label: title, identifier: "navigationTitle", value: title))
    }
    bar += top.navigationItem.rightBarButtonItems.map(Self.element)
    return [
      Element(.navigationStack, children: [Element(.navigationBar, children: bar)] + top.contentElements())
    ]
  }

  private static func element(for item: BarButtonItem) -> Element {
    Element(
      .button, label: item.title, identifier: item.accessibilityIdentifier ?? "", isEnabled: item.isEnabled,
      actions: .init(tap: {
        guard let action = item.primaryAction else { return }
        action.handler(action)
      }))
  }
}
