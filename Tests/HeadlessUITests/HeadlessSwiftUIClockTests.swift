import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

@MainActor
@Suite("HeadlessSwiftUI clock")
struct HeadlessSwiftUIClockTests {
  @Test func aSwiftUITaskSleepsOnTheEnvironmentClock() async throws {
    let (application, app) = launchSwiftUI(DebouncedGreeting())
    try await app.waitForIdle()
    #expect(application.clock.pendingCount == 1)
    #expect(!app.staticTexts["greeting"].exists)

    try await app.advanceClock(by: .milliseconds(499))
    #expect(!app.staticTexts["greeting"].exists)
    try await app.advanceClock(by: .milliseconds(1))

    #expect(app.staticTexts["greeting"].label == "Hello")
  }
}

/// A view that shows its text only after half a second on the environment's clock.
@MainActor
private struct DebouncedGreeting: View {
  @Environment(\.clock) private var clock
  @State private var isShown = false

  var body: some View {
    VStack {
      if isShown {
        Text("Hello").accessibilityIdentifier("greeting")
      }
    }
    .task {
      guard (try? await clock.sleep(for: .milliseconds(500))) != nil else { return }
      isShown = true
    }
  }
}
