/// A closure a control runs for an event, like `UIAction`.
///
/// ```swift
/// button.addAction(Action { [weak self] _ in self?.logIn() }, for: .touchUpInside)
/// ```
@MainActor
public final class Action {
  public let title: String
  let handler: @MainActor (Action) -> Void

  public init(title: String = "", handler: @escaping @MainActor (Action) -> Void) {
    self.title = title
    self.handler = handler
  }
}
