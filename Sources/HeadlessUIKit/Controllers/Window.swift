import HeadlessUI

/// The window an imperative app shows its root view controller in, like `UIWindow`.
///
/// ```swift
/// let window = Window(application: application)
/// window.rootViewController = LoginViewController(backend: backend)
/// window.makeKeyAndVisible()
/// ```
@MainActor
public final class Window: RootContent {
  public unowned let application: Application

  public var rootViewController: ViewController? {
    didSet {
      oldValue?.window = nil
      rootViewController?.window = self
      rootViewController?.beginAppearance()
      application.setNeedsRender()
    }
  }

  public init(application: Application) {
    self.application = application
  }

  /// Shows this window's content in its application.
  public func makeKeyAndVisible() {
    application.content = self
  }

  public func renderElements() -> [Element] {
    guard let root = rootViewController else { return [] }
    var elements = root.contentElements()
    var presented = root.presentedViewController
    while let controller = presented {
      let role: Element.Role = controller is AlertController ? .alert : .sheet
      let identifier = controller is PhotoPickerViewController ? "photoPicker" : ""
      elements.append(
        Element(
          role, label: controller.displayedTitle ?? "", identifier: identifier,
          children: controller.contentElements()))
      presented = controller.presentedViewController
    }
    return elements
  }
}
