import Latency
import Testing

/// The allocation counter sees allocations it should and none it should not.
///
/// Counting is process-wide state (one interposer, one hook), so these tests run one at a time,
/// and `Scripts/test.sh` runs this target with `--no-parallel`: the harness tests count too.
@Suite("Allocation counting", .serialized)
struct AllocationCounterTests {
  final class Box {
    var value = 0
  }

  @Test func theInterposerIsActiveInThisProcess() {
    #expect(AllocationCounter.isActive)
  }

  @Test func countsAClassInstance() {
    let count = AllocationCounter.count(.currentThread) { keep(Box()) }

    #expect(count >= 1)
  }

  @Test func countsEachOfSeveralInstances() {
    let count = AllocationCounter.count(.currentThread) {
      for _ in 0..<10 { keep(Box()) }
    }

    #expect(count >= 10)
  }

  @Test func countsNothingForANoOp() {
    let count = AllocationCounter.count(.currentThread) {}

    #expect(count == 0)
  }

  @Test func countsTheSameWorkTheSameEveryTimeOnceWarm() {
    let counts = (0..<6).map { _ in
      AllocationCounter.count(.currentThread) { keep([1, 2, 3].map { Box(value: $0) }) }
    }

    // The first run may also fill the runtime's caches (type metadata), which is why the harness warms up.
    #expect(Set(counts.dropFirst()).count == 1, "\(counts)")
    #expect(counts[0] >= counts[1])
    #expect(counts[1] >= 4)
  }

  @Test func processScopeSeesAKnownAllocation() {
    // Other tests may allocate on other threads meanwhile, so only a lower bound holds here.
    let count = AllocationCounter.count(.process) { keep(Box()) }

    #expect(count >= 1)
  }
}

extension AllocationCounterTests.Box {
  convenience init(value: Int) {
    self.init()
    self.value = value
  }
}

/// Keeps the optimizer from removing an allocation whose result is unused.
@inline(never)
func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

extension AllocationCounterTests {
  /// The main-queue scope counts what the main actor allocates and nothing another thread does.
  @Suite("on the main queue")
  struct MainQueue {
    @MainActor
    @Test func countsAnAllocationOnTheMainActor() {
      #expect(AllocationCounter.harnessScope == .mainQueue)

      let count = AllocationCounter.count(.mainQueue) { keep(AllocationCounterTests.Box()) }

      #expect(count >= 1)
    }

    @Test func ignoresAnAllocationOffTheMainQueue() async {
      // Other tests may run main-actor code meanwhile, which this scope rightly counts; of
      // twenty tries off the main queue, at least one must see nothing.
      let counts = await Task.detached {
        (0..<20).map { _ in AllocationCounter.count(.mainQueue) { keep(AllocationCounterTests.Box()) } }
      }.value

      #expect(counts.min() == 0, "\(counts)")
    }
  }
}

extension AllocationCounterTests {
  /// The harness's own work inside a measured span can be left out of the count.
  @Suite("excluding the harness")
  struct Excluding {
    @Test func anExcludedAllocationIsNotCounted() {
      let count = AllocationCounter.count(.currentThread) {
        AllocationCounter.excluding { keep(AllocationCounterTests.Box()) }
      }

      #expect(count == 0)
    }

    @Test func excludingOutsideACountChangesNothing() {
      #expect(AllocationCounter.excluding { 42 } == 42)
      #expect(AllocationCounter.count(.currentThread) { keep(AllocationCounterTests.Box()) } >= 1)
    }
  }
}
