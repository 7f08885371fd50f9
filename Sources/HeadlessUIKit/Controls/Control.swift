/// A view that turns a person's input into events, like `UIControl`.
@MainActor
open class Control: View {
  /// The events a control sends.
  public enum Event: Hashable, Sendable {
    case touchUpInside
    case editingChanged
    case valueChanged
  }

  public var isEnabled = true {
    didSet { setNeedsDisplay() }
  }

  private var actions: [Event: [Action]] = [:]

  public override init() {}

  public func addAction(_ action: Action, for event: Event) {
    actions[event, default: []].append(action)
  }

  /// Runs the actions registered for `event`, as the platform does on input.
  public func sendActions(for event: Event) {
    for action in actions[event] ?? [] {
      action.handler(action)
    }
  }
}
