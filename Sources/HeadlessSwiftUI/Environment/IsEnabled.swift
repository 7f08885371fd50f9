private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether controls take input; `.disabled(true)` above a view turns it off for everything below.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
