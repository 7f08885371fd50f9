import CombineExtras
import HeadlessUI
import OpenCombine
import Testing

/// `debounce(for:scheduler:)` and `delay(for:scheduler:)` on the platform's clock: time passes when the test says.
@MainActor
struct PlatformSchedulerTests {
  @Test func debouncePublishesTheLastValueAfterAPause() async {
    let clock = PlatformClock()
    let typed = PassthroughSubject<String, Never>()
    let results = Recording(typed.debounce(for: .milliseconds(500), scheduler: PlatformScheduler(clock: clock)))

    typed.send("j")
    await clock.advance(by: .milliseconds(400))
    typed.send("ja")
    await clock.advance(by: .milliseconds(499))
    #expect(results.values.isEmpty)

    await clock.advance(by: .milliseconds(1))
    #expect(results.values == ["ja"])
  }

  @Test func delayPublishesEachValueLater() async {
    let clock = PlatformClock()
    let values = PassthroughSubject<Int, Never>()
    let results = Recording(values.delay(for: .seconds(1), scheduler: PlatformScheduler(clock: clock)))

    values.send(1)
    await clock.advance(by: .milliseconds(500))
    values.send(2)
    await clock.advance(by: .milliseconds(500))
    #expect(results.values == [1])

    await clock.advance(by: .milliseconds(500))
    #expect(results.values == [1, 2])
  }

  @Test func strideConvertsToTheClocksDuration() {
    let scheduler = PlatformScheduler(clock: PlatformClock())
    let later = scheduler.now.advanced(by: .milliseconds(1500))

    #expect(later.instant.offset == .milliseconds(1500))
    #expect(scheduler.now.distance(to: later) == .seconds(1.5))
  }
}
