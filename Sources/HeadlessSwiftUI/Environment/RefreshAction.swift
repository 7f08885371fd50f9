/// Reloads a list's content, as `.refreshable` sets it, like SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
  private let action: @MainActor () async -> Void

  init(_ action: @escaping @MainActor () async -> Void) {
    self.action = action
  }

  @MainActor
  /// Refreshes, returning when the new content is there.
  public func callAsFunction() async {
    await action()
  }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The action a pull on a list below runs; set by ``View/refreshable(action:)``.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}
