import Testing
import UITestDriver

/// Runs every test of a suite under `SerialExecution`, so an app settles in the same turns
/// whatever else the test process runs at the same time.
struct SerialExecutionTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SerialExecution.run { try await function() }
  }
}

extension Trait where Self == SerialExecutionTrait {
  /// The app's asynchronous work on the main serial executor (see `SerialExecution`).
  static var serialExecution: Self { Self() }
}
