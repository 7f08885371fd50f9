import HeadlessUI

/// The base of every UIKit-style view: a rectangle-less node in a view hierarchy.
///
/// Setting a property that changes what is shown schedules a render pass of the
/// app it is in, as `setNeedsLayout()` does in UIKit.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [usernameField, passwordField, logInButton])
/// view.addSubview(stack)
/// ```
@MainActor
open class View {
  public private(set) weak var superview: View?
  public private(set) var subviews: [View] = []
  /// The controller whose root view this is.
  weak var owningController: ViewController?
  /// A view this one is attached to without being its subview, e.g. a table's refresh control or cell.
  weak var attachmentHost: View?

  public var isHidden = false {
    didSet { setNeedsDisplay() }
  }
  public var accessibilityLabel: String? {
    didSet { setNeedsDisplay() }
  }
  public var accessibilityIdentifier: String? {
    didSet { setNeedsDisplay() }
  }

  public init() {}

  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
    setNeedsDisplay()
  }

  public func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    view.superview = self
    subviews.insert(view, at: min(index, subviews.count))
    setNeedsDisplay()
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
  }

  /// Schedules a render pass of the app this view is shown in, if any, counting one view update.
  public func setNeedsDisplay() {
    guard let application else { return }
    application.recordViewUpdate(duringRendering: false)
    application.setNeedsRender()
  }

  /// The app this view is shown in, found through its root view's controller.
  var application: Application? {
    var root = self
    while let parent = root.superview ?? root.attachmentHost {
      root = parent
    }
    return root.owningController?.application
  }

  /// The elements this view shows; subclasses in this module describe themselves.
  func elements() -> [Element] {
    guard !isHidden else { return [] }
    let children = subviewElements()
    guard accessibilityIdentifier != nil || accessibilityLabel != nil else { return children }
    return [
      Element(.group, label: accessibilityLabel ?? "", identifier: accessibilityIdentifier ?? "", children: children)
    ]
  }

  func subviewElements() -> [Element] {
    subviews.flatMap { $0.elements() }
  }
}
