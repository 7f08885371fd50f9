import HeadlessUI

/// A button of an ``AlertController``.
@MainActor
public final class AlertAction {
  public enum Style: Sendable {
    case `default`, cancel, destructive
  }

  public let title: String
  public let style: Style
  let handler: (@MainActor (AlertAction) -> Void)?

  public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A modal message with buttons, like `UIAlertController`; present it, and any button dismisses it.
@MainActor
open class AlertController: ViewController {
  public let message: String?
  public private(set) var actions: [AlertAction] = []

  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
  }

  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  override func contentElements() -> [Element] {
    var children: [Element] = []
    if let message {
      children.append(Element(.text, label: message, value: message))
    }
    for action in actions {
      children.append(
        Element(
          .button, label: action.title,
          actions: .init(tap: { [weak self] in
            self?.dismiss()
            action.handler?(action)
          })))
    }
    return children
  }
}
