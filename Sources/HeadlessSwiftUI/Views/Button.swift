import HeadlessUI

/// A control that runs an action when tapped; renders as a `.button` element, like SwiftUI's `Button`.
///
/// The element's label is the first text of the button's label. As the root of a
/// `List` row, the button is the row's tap instead, and its label the row's content.
///
/// ```swift
/// Button("Log in") { model.logIn() }
/// Button { openURL(url) } label: { Label("Call", systemImage: "phone") }
/// ```
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button that shows `label` and runs `action` when tapped.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role, for alerts and confirmation dialogs.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  public var body: Never { bodyError() }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(title, role: nil, action: action)
  }

  /// A button titled `title`, with a role.
  public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }

  @_disfavoredOverload
  /// A button titled with a string value.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(String(title), action: action)
  }
}

/// What a button does, for alerts to order their buttons; the headless platform shows all alike.
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// A button that deletes or discards something.
  public static let destructive = ButtonRole(name: "destructive")
}

extension Button: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let labelElements = renderView(label, in: context.child(.slot(.label)))
    let action = self.action
    let prelude = context.buttonPrelude
    return TapTarget.elements(label: labelElements, in: context) {
      prelude?()
      action()
    }
  }
}

/// What buttons and navigation links share: a `.button` element, or the tap of a list row.
@MainActor
enum TapTarget {
  static func elements(
    label: [Element], in context: RenderContext, tap: @escaping @MainActor () -> Void
  )
    -> [Element]
  {
    let isEnabled = context.environment.isEnabled
    let actions = Element.Actions(tap: {
      guard isEnabled else { return }
      tap()
    })
    guard context.isRowRoot else {
      return [Element(.button, label: Element.firstText(in: label) ?? "", isEnabled: isEnabled, actions: actions)]
    }
    // A group the list turns into the row: the label is what the row shows.
    var row = label.count == 1 && label[0].role == .group ? label[0] : Element(.group, children: label)
    row.isEnabled = isEnabled
    row.actions = actions
    return [row]
  }
}
