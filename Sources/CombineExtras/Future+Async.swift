import OpenCombine

extension Future where Failure == any Error {
  /// A future that runs an `async` call on the main actor and publishes what it returns, or fails with what it
  /// throws: the `Future { promise in Task { … } }` that makes a view model's backend call a publisher.
  ///
  /// As any `Future`, it starts when it is made and runs to its end. A subscriber that cancels, as
  /// `switchToLatest()` cancels the previous request when a new one comes, no longer receives its result.
  ///
  /// ```swift
  /// loadRequested.map { Future { try await backend.events() } }.switchToLatest()
  /// ```
  @MainActor
  public convenience init(_ operation: @escaping @MainActor () async throws -> Output) {
    self.init { promise in
      Task { @MainActor in
        do {
          promise(.success(try await operation()))
        } catch {
          promise(.failure(error))
        }
      }
    }
  }
}
