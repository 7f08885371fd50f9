/// What a screen that loads from the backend has to show: a spinner, what it loaded, or why loading failed.
enum LoadState<Value> {
  case loading
  case loaded(Value)
  case failed(message: String)

  /// The loaded value, if loading succeeded.
  var value: Value? {
    if case .loaded(let value) = self { value } else { nil }
  }

  /// The same state with the loaded value transformed, so that a view model can derive what it shows.
  func map<Shown>(_ transform: (Value) -> Shown) -> LoadState<Shown> {
    switch self {
    case .loading: .loading
    case .loaded(let value): .loaded(transform(value))
    case .failed(let message): .failed(message: message)
    }
  }
}

extension LoadState: Equatable where Value: Equatable {}
