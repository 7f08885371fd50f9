/// Data a screen loads from the backend, with where the loading stands.
public enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
  case notLoaded
  case loading
  case loaded(Value)
  case failed

  /// The data, once loaded.
  public var value: Value? {
    if case .loaded(let value) = self { value } else { nil }
  }

  /// The loaded data changed by `transform`, with where the loading stands kept.
  func map(_ transform: (Value) -> Value) -> Self {
    if case .loaded(let value) = self { .loaded(transform(value)) } else { self }
  }
}
