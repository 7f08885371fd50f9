import HeadlessUI
import ServiceKit
import Testing

@testable import Latency

/// The settle loop turns the main actor in order and waits for what the app does.
@MainActor
@Suite("Settle loop")
struct SettleLoopTests {
  @Test func aTurnRunsTheJobsAlreadyEnqueuedFirst() async {
    var order: [String] = []
    Task { order.append("enqueued before the turn") }

    await SettleLoop.turn()
    order.append("after the turn")

    #expect(order == ["enqueued before the turn", "after the turn"])
  }

  @Test func waitsUntilTheAppHasRenderedAndItsTasksHaveEnded() async throws {
    let backend = FixtureBackend()
    let application = Subject.reference.launch(on: backend).application
    let settle = SettleLoop(application: application, backend: backend)
    var finished = false
    application.runTask {
      await SettleLoop.turn()
      finished = true
      application.setNeedsRender()
    }

    try await settle.wait()

    #expect(finished)
    #expect(application.isIdle)
  }

  @Test func aTimedDispatchSeesTheTreeUpdatesAndRendersOfItsEvent() async throws {
    let backend = FixtureBackend()
    let driver = Subject.reference.launch(on: backend)
    let context = StepContext(driver: driver, backend: backend, fixture: .standard)
    let setText = try #require(driver.textFields["Username"].element?.actions.setText)

    let sample = try await DispatchTimer.measure(
      Injection { setText("j") }, settling: context.settle, countingAllocations: false)

    #expect(sample.renders == 1)
    #expect(sample.elementUpdates == 1)
    #expect(sample.allocations == 0)
    #expect(sample.nanoseconds > 0)
  }

  @Test func aSettleBeforeTheOutcomeHoldsIsCountedInconsistentWithItsStaleValues() async throws {
    let backend = FixtureBackend()
    let driver = Subject.reference.launch(on: backend)
    let context = StepContext(driver: driver, backend: backend, fixture: .standard)
    var checks = 0

    let sample = try await DispatchTimer.measure(
      .noOp, settling: context.settle,
      until: {
        checks += 1
        return checks > 2
      }, staleness: { 5 }, countingAllocations: false)

    #expect(checks == 3)
    #expect(sample.inconsistentSettles == 2)
    #expect(sample.staleValues == 10)
  }

  @Test func startingAgainTimesANewAppOverTheGivenStorage() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let subject = Subject.reference
    let context = StepContext(
      driver: subject.launch(on: backend, storage: storage), backend: backend, fixture: .standard, storage: storage,
      start: { subject.start(in: $0, backend: backend, storage: $1) })
    let first = context.driver.application
    try await context.driver.textFields["Username"].typeText("jnovak")
    try await context.driver.secureTextFields["Password"].typeText("servis123")
    try await context.driver.buttons["Log in"].tap()

    let sample = try await DispatchTimer.measure(
      try context.startAgain(over: storage), settling: context.settle, countingAllocations: false)

    #expect(context.driver.application !== first)
    #expect(context.driver.tabs["Tasks"].isSelected)
    #expect(backend.calls.suffix(2) == [.resume, .events])
    #expect(sample.renders > 0)
  }
}
