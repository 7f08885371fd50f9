/// Where a screen is with loading what it shows.
enum LoadingState<Value> {
  case loading
  case loaded(Value)
  /// Loading failed; the message says what could not be loaded.
  case failed(String)
}

extension LoadingState: Equatable where Value: Equatable {}
