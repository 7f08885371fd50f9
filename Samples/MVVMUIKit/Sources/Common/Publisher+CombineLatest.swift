import OpenCombine

extension Publisher where Failure == Never {
  /// Combine's `combineLatest(_:)`, which OpenCombine 0.14 lacks: the latest value of each, whenever either changes.
  ///
  /// `other` must hand each new subscriber its current value at once, as a `CurrentValueSubject` and an
  /// `@Published` property do; then each value of this publisher can be paired by switching to `other`.
  ///
  /// ```swift
  /// let form = username.combineLatest(password)  // ("", ""), ("j", ""), ("j", "s"), …
  /// ```
  func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Never>
  where Other.Failure == Never {
    map { value in other.map { (value, $0) } }.switchToLatest().eraseToAnyPublisher()
  }
}
