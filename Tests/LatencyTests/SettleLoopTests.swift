import HeadlessUI
import Latency
import ServiceKit
import Testing

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
}
