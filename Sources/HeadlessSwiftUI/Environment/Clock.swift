import HeadlessUI

private struct ClockKey: EnvironmentKey {
  static let defaultValue = PlatformClock()
}

extension EnvironmentValues {
  /// The application's clock, for a view that waits, as TCA's `@Dependency(\.continuousClock)`
  /// gives a feature its clock: SwiftUI itself has no environment clock, and a view that called
  /// `Task.sleep` would make its tests wait in real time.
  ///
  /// A host sets it to its application's ``PlatformClock``; a view outside a host gets a clock of its own.
  ///
  /// ```swift
  /// @Environment(\.clock) private var clock
  /// .task(id: query) {
  ///   guard (try? await clock.sleep(for: .milliseconds(500))) != nil else { return }
  ///   await model.search(query)
  /// }
  /// ```
  public var clock: PlatformClock {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
