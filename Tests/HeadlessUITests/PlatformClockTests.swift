import HeadlessUI
import HeadlessUIKit
import Testing
import UITestDriver

@MainActor
@Suite("PlatformClock")
struct PlatformClockTests {
  @Test func aSleepWakesWhenTheClockReachesItsDeadline() async throws {
    let clock = PlatformClock()
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .milliseconds(500))
      woke = true
    }
    await PlatformClock.yieldTurns()
    #expect(clock.pendingCount == 1)

    await clock.advance(by: .milliseconds(499))
    #expect(!woke)
    await clock.advance(by: .milliseconds(1))
    try await sleeper.value

    #expect(woke)
    #expect(clock.now == PlatformClock.Instant(offset: .milliseconds(500)))
    #expect(clock.pendingCount == 0)
  }

  @Test func aSleepOnTheMainActorIsRegisteredBeforeItsTaskSuspends() async throws {
    let clock = PlatformClock()
    var started = false
    let sleeper = Task { @MainActor in
      started = true
      try await clock.sleep(for: .seconds(1))
    }

    // The main actor runs the sleeper from `started` to its suspension without a break; the
    // sleeper may reach the main actor late, after a turn of the global executor.
    let deadline = ContinuousClock.now + .seconds(5)
    while !started && ContinuousClock.now < deadline {
      await Task.yield()
    }

    #expect(started)
    #expect(clock.pendingCount == 1)
    sleeper.cancel()
  }

  @Test func cancellingASleepThrowsAndForgetsIt() async throws {
    let clock = PlatformClock()
    let sleeper = Task { @MainActor in try await clock.sleep(for: .seconds(1)) }
    await PlatformClock.yieldTurns()

    sleeper.cancel()

    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingCount == 0)
  }

  @Test func callbacksRunInDeadlineOrderAndACancelledOneNever() async {
    let clock = PlatformClock()
    var fired: [String] = []
    clock.schedule(after: .milliseconds(300)) { fired.append("late") }
    clock.schedule(after: .milliseconds(100)) { fired.append("early") }
    let cancelled = clock.schedule(after: .milliseconds(200)) { fired.append("cancelled") }

    cancelled.cancel()
    await clock.advance(by: .seconds(1))

    #expect(fired == ["early", "late"])
  }

  @Test func aCallbackScheduledByAnotherWithinTheAdvanceRuns() async {
    let clock = PlatformClock()
    var fired: [PlatformClock.Instant] = []
    clock.schedule(after: .milliseconds(100)) {
      fired.append(clock.now)
      clock.schedule(after: .milliseconds(100)) { fired.append(clock.now) }
    }

    await clock.advance(by: .milliseconds(250))

    #expect(fired == [.init(offset: .milliseconds(100)), .init(offset: .milliseconds(200))])
    #expect(clock.now == PlatformClock.Instant(offset: .milliseconds(250)))
  }

  @Test func aTimerFiresOnceUnlessItRepeatsAndStopsWhenInvalidated() async {
    let clock = PlatformClock()
    var once = 0
    var repeating = 0
    let single = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: clock) { _ in once += 1 }
    let ticking = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true, on: clock) { _ in repeating += 1 }

    await clock.advance(by: .seconds(1))
    #expect(once == 1)
    #expect(!single.isValid)
    #expect(repeating == 5)

    ticking.invalidate()
    await clock.advance(by: .seconds(1))
    #expect(repeating == 5)
  }

  @Test func anInvalidatedTimerNeverFires() async {
    let clock = PlatformClock()
    var fired = false
    let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: clock) { _ in fired = true }

    timer.invalidate()
    await clock.advance(by: .seconds(1))

    #expect(!fired)
    #expect(clock.pendingCount == 0)
  }

  @Test func aPendingTimerLeavesTheAppIdleUntilTheDriverAdvancesTheClock() async throws {
    let form = FormViewController()
    let (application, _, app) = host(form)
    try await app.waitForIdle()
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: application.clock) { _ in
      form.statusLabel.text = "paused"
    }

    try await app.waitForIdle()
    #expect(!app.staticTexts["status"].exists)

    try await app.advanceClock(by: .milliseconds(500))
    #expect(app.staticTexts["status"].label == "paused")
  }
}
