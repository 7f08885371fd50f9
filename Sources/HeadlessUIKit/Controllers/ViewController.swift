import HeadlessUI

import struct Foundation.URL

/// Manages one screen's view hierarchy, like `UIViewController`.
///
/// Override ``loadView()`` to supply a custom root view and ``viewDidLoad()`` to set
/// it up; containers call ``viewWillAppear()`` each time the screen comes into view.
///
/// ```swift
/// final class LoginViewController: ViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Log in"
///     view.addSubview(logInButton)
///   }
/// }
/// ```
@MainActor
open class ViewController {
  open var title: String? {
    didSet { setNeedsDisplay() }
  }
  public let navigationItem = NavigationItem()
  public var tabBarItem: TabBarItem? {
    didSet { setNeedsDisplay() }
  }

  public private(set) weak var parent: ViewController?
  public private(set) var children: [ViewController] = []
  public private(set) var presentedViewController: ViewController?
  private weak var presenter: ViewController?
  /// Set on the window's root view controller.
  weak var window: Window?

  private var loadedView: View?

  public init() {
    navigationItem.owner = self
  }

  // MARK: View

  /// The root view, loaded on first use.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.owningController = nil
      newValue.owningController = self
      loadedView = newValue
      setNeedsDisplay()
    }
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; the default is an empty ``View``.
  open func loadView() {
    view = View()
  }

  open func viewDidLoad() {}

  /// Called each time the screen is about to come into view.
  open func viewWillAppear() {}

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  // MARK: Containment

  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  public var navigationController: NavigationController? {
    parent as? NavigationController ?? parent?.navigationController
  }

  public var tabBarController: TabBarController? {
    parent as? TabBarController ?? parent?.tabBarController
  }

  // MARK: Presentation

  /// The controller that presented this one, or one of its ancestors.
  public var presentingViewController: ViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// Shows `viewController` modally, as a sheet over everything shown now.
  public func present(_ viewController: ViewController, animated: Bool = true) {
    var host = self
    while let parent = host.parent {
      host = parent
    }
    while let presented = host.presentedViewController {
      host = presented
    }
    host.presentedViewController = viewController
    viewController.presenter = host
    viewController.beginAppearance()
    setNeedsDisplay()
  }

  /// Dismisses what this controller presented, or else this controller's own presentation.
  public func dismiss(animated: Bool = true) {
    if let presented = presentedViewController {
      presented.presenter = nil
      presentedViewController = nil
      setNeedsDisplay()
    } else if let presentingViewController {
      presentingViewController.dismiss(animated: animated)
    }
  }

  // MARK: Platform

  /// The app this controller is shown in.
  public var application: Application? {
    window?.application ?? parent?.application ?? presenter?.application
  }

  /// Asks the platform to open a URL, e.g. `tel:` to place a call.
  public func open(_ url: URL) {
    application?.open(url)
  }

  /// Schedules a render pass, counting one view update: the controller's title or bar changed.
  func setNeedsDisplay() {
    guard let application else { return }
    application.recordViewUpdate(duringRendering: false)
    application.setNeedsRender()
  }

  /// Called when the controller comes into view; containers forward it to the child shown.
  func beginAppearance() {
    loadViewIfNeeded()
    viewWillAppear()
  }

  /// The elements of this screen; containers show their children's.
  func contentElements() -> [Element] {
    view.elements()
  }

  /// The title a sheet or navigation bar shows for this controller.
  var displayedTitle: String? { title }
}
