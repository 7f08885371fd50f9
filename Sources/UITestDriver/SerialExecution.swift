import ConcurrencyExtras
import Synchronization

/// Runs UI work with the global executor's jobs enqueued on the main actor, so that an app
/// settles in the same number of main-actor turns on every run, loaded or not.
///
/// ``AppDriver/waitForIdle()`` counts an app idle after three quiet turns of the main actor.
/// A live change reaches a view model by resuming a continuation (an `AsyncStream`'s
/// `for await`), and a resumed continuation passes through the global executor before it
/// runs on the main actor again: measured on this toolchain, it took 1 to 440 turns under
/// load, so a test could read the list before the change had reached it. With every job on the
/// one main serial executor (swift-concurrency-extras' `uncheckedUseMainSerialExecutor`, which
/// TCA's tests rely on), it takes the same turns every run. An app's behaviour does not change:
/// the samples' code is on the main actor, and only the runtime's hops are serialised.
///
/// Scopes may overlap (parallel test suites): the executor stays serial until the last one ends.
///
/// ```swift
/// try await SerialExecution.run {
///   let app = try await Architecture.mvvm.launch(backend: backend)
///   backend.simulate(.removed(2))
///   try await app.waitForIdle()
/// }
/// ```
public enum SerialExecution {
  private static let scopes = Mutex(0)

  /// Runs `operation` with the global executor's jobs on the main actor.
  @MainActor
  public static func run<T>(_ operation: @MainActor () async throws -> T) async rethrows -> T {
    enter()
    defer { leave() }
    return try await operation()
  }

  private static func enter() {
    scopes.withLock { count in
      count += 1
      if count == 1 { uncheckedUseMainSerialExecutor = true }
    }
  }

  private static func leave() {
    scopes.withLock { count in
      count -= 1
      if count == 0 { uncheckedUseMainSerialExecutor = false }
    }
  }
}
