import OpenCombine

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either
  /// publisher: Apple's Combine's `combineLatest(_:)`.
  ///
  /// Nothing is published until both have published once; then each value of either is paired with the
  /// latest of the other. Nested calls combine more publishers.
  ///
  /// ```swift
  /// let form = username.combineLatest(password)  // ("", ""), ("j", ""), ("j", "s"), …
  /// ```
  public func combineLatest<Other: Publisher>(_ other: Other) -> Publishers.CombineLatest<Self, Other>
  where Other.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and publishes what `transform` makes of the latest value of
  /// each, upon receiving output from either: Apple's Combine's `combineLatest(_:_:)`.
  ///
  /// ```swift
  /// let form = username.combineLatest(password, LoginForm.init)
  /// ```
  public func combineLatest<Other: Publisher, Result>(
    _ other: Other, _ transform: @escaping (Output, Other.Output) -> Result
  ) -> Publishers.Map<Publishers.CombineLatest<Self, Other>, Result> where Other.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
