import OpenCombine
import Testing

@testable import MVVMUIKit

/// `combineLatest(_:)`: the pair of latest values, whenever either side changes.
@MainActor
struct CombineLatestTests {
  @Test func pairsTheLatestValuesWheneverEitherChanges() {
    let name = CurrentValueSubject<String, Never>("")
    let isOn = CurrentValueSubject<Bool, Never>(false)
    let pairs = Recorder(name.combineLatest(isOn).map { "\($0)/\($1)" })

    name.send("a")
    isOn.send(true)
    name.send("ab")

    #expect(pairs.values == ["/false", "a/false", "a/true", "ab/true"])
  }

  @Test func nestsForThreeSources() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let c = CurrentValueSubject<Int, Never>(3)
    let sums = Recorder(a.combineLatest(b).combineLatest(c).map { ab, c in ab.0 + ab.1 + c })

    c.send(30)
    a.send(10)

    #expect(sums.values == [6, 33, 42])
  }
}
