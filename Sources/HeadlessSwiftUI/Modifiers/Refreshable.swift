import HeadlessUI

extension View {
  /// Lets a person pull the lists in this view to refresh them; `action` runs while the list shows a spinner.
  ///
  /// ```swift
  /// List(events) { … }
  ///   .refreshable { await model.reload() }
  /// ```
  public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
    modifier(EnvironmentWritingModifier { $0.refresh = RefreshAction(action) })
  }
}
