import OpenCombine

extension Publisher {
  /// Combines the values of this publisher with those of another of the same types, each as it arrives:
  /// Apple's Combine's `merge(with:)`, which OpenCombine 0.14 lacks.
  ///
  /// It finishes when both have finished, and fails on the first failure. Both are subscribed to at once, each
  /// through a `flatMap` with no limit on the publishers it holds, which is what a merge is.
  ///
  /// ```swift
  /// let requests = loadRequested.map { true }.merge(with: refreshPulled.map { false })
  /// ```
  public func merge<Other: Publisher>(with other: Other) -> AnyPublisher<Output, Failure>
  where Other.Output == Output, Other.Failure == Failure {
    Publishers.Sequence(sequence: [eraseToAnyPublisher(), other.eraseToAnyPublisher()])
      .flatMap { $0 }
      .eraseToAnyPublisher()
  }
}
