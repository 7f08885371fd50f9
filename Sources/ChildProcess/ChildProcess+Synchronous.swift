import Dispatch
import Synchronization

/// A bridge for the callers that are still synchronous (a scan, the coverage pipeline, the
/// report's phases): swift-subprocess is async only.
extension ChildProcess {
  /// Runs the child like ``run()``, blocking the calling thread until it ends.
  ///
  /// Call it from the main thread or a thread of your own, never from a task on the global
  /// executor's threads (a nonisolated async function, a test that is not `@MainActor`):
  /// swift-subprocess runs part of every run in an unstructured task on that executor, which
  /// has as many threads as processors, so that as many callers waiting here at once would
  /// wait forever. The run's own jobs go to a serial queue of their own (``QueueExecutor``),
  /// so that one free thread of the global executor is enough. Async code calls ``run()``.
  ///
  /// ```swift
  /// let version = try ChildProcess(.named("swift"), arguments: ["--version"]).runSynchronously().output
  /// ```
  public func runSynchronously() throws(ChildProcessError) -> ChildProcessResult {
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    let child = self
    Task(executorPreference: QueueExecutor()) {
      let result: Result<ChildProcessResult, ChildProcessError>
      do throws(ChildProcessError) {
        result = .success(try await child.run())
      } catch {
        result = .failure(error)
      }
      outcome.value.withLock { $0 = result }
      finished.signal()
    }
    finished.wait()
    return try outcome.value.withLock { $0! }.get()
  }

  /// Where the task leaves its result for the waiting thread.
  private final class Outcome: Sendable {
    let value = Mutex<Result<ChildProcessResult, ChildProcessError>?>(nil)
  }
}

/// Runs a task's jobs on a serial dispatch queue of its own, which gets a thread of its own
/// whatever the global executor's threads are doing.
private final class QueueExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "ChildProcess.runSynchronously")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // Holding `self` until the job has run keeps the executor alive as long as its task needs it.
    queue.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
  }
}
