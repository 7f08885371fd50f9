import CombineExtras
import OpenCombine
import Testing

/// `combineLatest(_:)`'s values: nothing until both have published, then the latest of each on every change.
struct CombineLatestValueTests {
  @Test func publishesNothingUntilBothHavePublished() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let pairs = Recording(a.combineLatest(b).map { "\($0)\($1)" })

    a.send(1)
    a.send(2)
    #expect(pairs.values.isEmpty)

    b.send("x")
    #expect(pairs.values == ["2x"])
  }

  @Test func pairsEachValueWithTheLatestOfTheOther() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let pairs = Recording(a.combineLatest(b).map { "\($0)\($1)" })

    a.send(1)
    b.send("x")
    b.send("y")
    a.send(2)
    a.send(3)

    #expect(pairs.values == ["1x", "1y", "2y", "3y"])
  }

  @Test func publishesTheCurrentValuesOfSubjectsOnSubscription() {
    let name = CurrentValueSubject<String, Never>("")
    let isOn = CurrentValueSubject<Bool, Never>(false)
    let pairs = Recording(name.combineLatest(isOn) { "\($0)/\($1)" })

    name.send("a")
    isOn.send(true)

    #expect(pairs.values == ["/false", "a/false", "a/true"])
  }

  @Test func nestsForThreePublishers() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let c = CurrentValueSubject<Int, Never>(3)
    let sums = Recording(a.combineLatest(b).combineLatest(c).map { ab, c in ab.0 + ab.1 + c })

    c.send(30)
    a.send(10)

    #expect(sums.values == [6, 33, 42])
  }

  @Test func sendsNoMoreThanTheSubscriberAsksForAndKeepsTheLatestPair() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let pairs = Recording(Publishers.CombineLatest(a, b).map { $0 * 10 + $1 }, demand: .max(1))

    a.send(1)
    b.send(1)
    b.send(2)
    a.send(3)
    #expect(pairs.values == [11])

    pairs.subscription?.request(.max(1))
    #expect(pairs.values == [11, 32])
  }

  @Test func asksTheUpstreamsForNothingBeforeTheSubscriberDoes() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let pairs = Recording(a.combineLatest(b).map { $0 + $1 }, demand: .none)
    #expect(pairs.values.isEmpty)

    pairs.subscription?.request(.unlimited)
    #expect(pairs.values == [3])
  }
}
