import CombineExtras
import OpenCombine
import Testing

/// `Future { try await … }`: an `async` call as a publisher of its result, run once, on the main actor.
@MainActor
struct FutureAsyncTests {
  @Test func publishesWhatTheCallReturnsThenFinishes() async {
    let future = Future { 42 }
    let results = Recording(future)

    await untilCompleted(results)

    #expect(results.values == [42])
    #expect(results.completion.map(isFinished) == true)
  }

  @Test func failsWithWhatTheCallThrows() async {
    let future = Future<Int, any Error> { throw Broken() }
    let results = Recording(future)

    await untilCompleted(results)

    #expect(results.values.isEmpty)
    #expect(results.completion.map(isFinished) == false)
  }

  @Test func runsTheCallOnceWhenMadeWhateverItsSubscribers() async {
    var calls = 0
    let future = Future { () async throws -> Int in
      calls += 1
      return calls
    }
    let first = Recording(future)
    await untilCompleted(first)
    let second = Recording(future)

    #expect(calls == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test func aCancelledSubscriberReceivesNothing() async {
    var gate: CheckedContinuation<Void, Never>?
    let future = Future { () async throws -> Int in
      await withCheckedContinuation { gate = $0 }
      return 1
    }
    let cancelled = Recording(future)
    let kept = Recording(future)
    await until { gate != nil }

    cancelled.subscription?.cancel()
    gate?.resume()
    await untilCompleted(kept)

    #expect(cancelled.values.isEmpty)
    #expect(cancelled.completion == nil)
    #expect(kept.values == [1])
  }

  private func isFinished(_ completion: Subscribers.Completion<any Error>) -> Bool {
    if case .finished = completion { true } else { false }
  }

  private func untilCompleted<Value>(_ recording: Recording<Value, any Error>) async {
    await until { recording.completion != nil }
  }

  /// Lets the call's task run on the main actor until `condition` holds.
  private func until(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
      await Task.yield()
    }
  }
}
