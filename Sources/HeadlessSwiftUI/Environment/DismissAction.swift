/// Dismisses the sheet a view is in, or pops the screen it is on, like SwiftUI's `DismissAction`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct DismissAction: Sendable {
  private let action: @MainActor () -> Void
  /// What it does, when that has a name: actions made in different passes that pop the same
  /// stack to the same depth are the same action.
  private let origin: Origin?

  /// A navigation stack, by its state's identity, and the depth the action pops to.
  struct Origin: Hashable, Sendable {
    let stack: ObjectIdentifier
    let depth: Int
  }

  init(origin: Origin? = nil, _ action: @escaping @MainActor () -> Void) {
    self.origin = origin
    self.action = action
  }

  @MainActor
  /// Dismisses the sheet, or pops the screen.
  public func callAsFunction() {
    action()
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// Dismisses the current presentation: the sheet the view is in, or the pushed screen it is on.
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

extension DismissAction: SourceIdentifiable {
  func hasSameSource(as other: DismissAction) -> Bool {
    guard let origin else { return false }
    return other.origin == origin
  }
}
