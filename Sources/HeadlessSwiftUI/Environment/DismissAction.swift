/// Dismisses the sheet a view is in, or pops the screen it is on, like SwiftUI's `DismissAction`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Close") { dismiss() }
/// ```
public struct DismissAction: Sendable {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
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
