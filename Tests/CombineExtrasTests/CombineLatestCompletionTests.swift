import CombineExtras
import OpenCombine
import Testing

/// `combineLatest(_:)`'s end: finished when both finish, failed on the first failure, silent once cancelled.
struct CombineLatestCompletionTests {
  @Test func finishesOnlyWhenBothHaveFinished() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let pairs = Recording(a.combineLatest(b).map { $0 + $1 })

    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(pairs.completion == nil)
    #expect(pairs.values == [3, 4])

    b.send(completion: .finished)
    #expect(pairs.completion == .finished)
  }

  @Test func failsOnTheFirstFailureAndCancelsTheOther() {
    let a = PassthroughSubject<Int, Broken>()
    var isOtherCancelled = false
    let b = PassthroughSubject<Int, Broken>().handleEvents(receiveCancel: { isOtherCancelled = true })
    let pairs = Recording(a.combineLatest(b).map { $0 + $1 })

    a.send(completion: .failure(Broken()))

    #expect(pairs.completion == .failure(Broken()))
    #expect(isOtherCancelled)
  }

  @Test func sendsNothingAfterFailing() {
    let a = PassthroughSubject<Int, Broken>()
    let b = PassthroughSubject<Int, Broken>()
    let pairs = Recording(a.combineLatest(b).map { $0 + $1 })
    a.send(1)
    b.send(completion: .failure(Broken()))

    a.send(2)

    #expect(pairs.values.isEmpty)
  }

  @Test func cancellingCancelsBothUpstreamsAndSendsNothingMore() {
    var cancelled: [String] = []
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let pairs = Recording(
      a.handleEvents(receiveCancel: { cancelled.append("a") })
        .combineLatest(b.handleEvents(receiveCancel: { cancelled.append("b") }))
        .map { $0 + $1 })

    pairs.subscription?.cancel()
    a.send(10)

    #expect(cancelled == ["a", "b"])
    #expect(pairs.values == [3])
  }

  @Test func aSubscriberMayCancelWhileReceiving() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    var sums: [Int] = []

    let subscription = a.combineLatest(b).map { $0 + $1 }.prefix(1).sink { sums.append($0) }
    a.send(10)

    #expect(sums == [3])
    subscription.cancel()
  }
}
