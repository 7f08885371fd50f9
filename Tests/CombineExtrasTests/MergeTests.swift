import CombineExtras
import OpenCombine
import Testing

/// `merge(with:)`: the values of both in the order they arrive, finished when both finish, failed on the first
/// failure.
struct MergeTests {
  @Test func publishesTheValuesOfBothInTheOrderSent() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let merged = Recording(a.merge(with: b))

    a.send(1)
    b.send(10)
    b.send(20)
    a.send(2)

    #expect(merged.values == [1, 10, 20, 2])
    #expect(merged.completion == nil)
  }

  @Test func finishesWhenBothHaveFinished() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let merged = Recording(a.merge(with: b))

    a.send(completion: .finished)
    b.send(1)
    #expect(merged.completion == nil)

    b.send(completion: .finished)
    #expect(merged.values == [1])
    #expect(merged.completion == .finished)
  }

  @Test func failsOnTheFirstFailureAndSendsNothingAfterIt() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let merged = Recording(a.merge(with: b))

    b.send(completion: .failure(Broken()))
    a.send(1)

    #expect(merged.values.isEmpty)
    #expect(merged.completion == .failure(Broken()))
  }

  @Test func cancellingStopsBoth() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let merged = Recording(a.merge(with: b))

    merged.subscription?.cancel()
    a.send(1)
    b.send(2)

    #expect(merged.values.isEmpty)
  }
}
