import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// `task`, `onAppear`, `onDisappear`, the host and `openURL`.
@MainActor
@Suite("HeadlessSwiftUI lifecycle")
struct HeadlessSwiftUILifecycleTests {
  struct Loader: View {
    let probe: SwiftUIProbe
    let gate: SwiftUIGate

    var body: some View {
      Text("Loading")
        .task {
          probe.record("task started")
          await gate.wait()
          probe.record(Task.isCancelled ? "task cancelled" : "task finished")
        }
        .onAppear { probe.record("appeared") }
        .onDisappear { probe.record("disappeared") }
    }
  }

  struct Host: View {
    let probe: SwiftUIProbe
    let gate: SwiftUIGate
    @State var showsLoader = true

    var body: some View {
      Toggle("Loader", isOn: $showsLoader)
      if showsLoader {
        Loader(probe: probe, gate: gate)
      }
    }
  }

  /// What a view's task received from a stream, and whether it is listening.
  @MainActor
  @Observable
  final class Feed {
    var received: [String] = []
    var isListening = false
  }

  /// Listens to a stream for as long as it is shown, as a list listens to a backend's live changes.
  struct Listener: View {
    let feed: Feed
    let updates: AsyncStream<String>

    var body: some View {
      Text(feed.received.joined(separator: ", "))
        .task {
          feed.isListening = true
          for await update in updates {
            feed.received.append(update)
          }
          feed.isListening = false
        }
    }
  }

  struct ListenerHost: View {
    let listener: Listener
    @State var showsListener = true

    var body: some View {
      Toggle("Listener", isOn: $showsListener)
      if showsListener {
        listener
      }
    }
  }

  @Test func taskStartsWhenTheViewAppearsAndIsCancelledWhenItLeaves() async throws {
    let probe = SwiftUIProbe()
    let gate = SwiftUIGate()
    let (application, app) = launchSwiftUI(Host(probe: probe, gate: gate))
    _ = application.currentTree
    #expect(probe.events == ["appeared"])
    await yieldUntil { gate.waiterCount == 1 }
    #expect(probe.events == ["appeared", "task started"])

    application.currentTree.children[0].actions.setOn?(false)
    _ = application.currentTree
    gate.open()
    try await app.waitForIdle()

    #expect(probe.events == ["appeared", "task started", "disappeared", "task cancelled"])
  }

  @Test func replacingTheHostCancelsItsTasks() async throws {
    let probe = SwiftUIProbe()
    let gate = SwiftUIGate()
    let (application, app) = launchSwiftUI(Host(probe: probe, gate: gate))
    _ = application.currentTree
    await yieldUntil { gate.waiterCount == 1 }

    application.run(Text("Replaced"))
    _ = application.currentTree
    gate.open()
    try await app.waitForIdle()

    #expect(probe.events == ["appeared", "task started", "task cancelled"])
  }

  @Test func taskThatListensToAStreamLeavesTheAppIdle() async throws {
    let feed = Feed()
    let (updates, continuation) = AsyncStream.makeStream(of: String.self)
    let (_, app) = launchSwiftUI(ListenerHost(listener: Listener(feed: feed, updates: updates)))
    try await app.waitForIdle()
    #expect(feed.isListening)

    continuation.yield("first")
    try await app.waitForIdle()

    #expect(app.staticTexts["first"].exists)

    try await app.switches["Listener"].tap()

    #expect(!feed.isListening, "the task ends when its view leaves")
  }

  @Test func onAppearRunsOncePerAppearance() async throws {
    let probe = SwiftUIProbe()
    let gate = SwiftUIGate()
    gate.open()
    let (application, app) = launchSwiftUI(Host(probe: probe, gate: gate))
    try await app.waitForIdle()
    application.setNeedsRender()
    try await app.waitForIdle()

    try await app.switches["Loader"].tap()
    try await app.switches["Loader"].tap()

    #expect(probe.count("appeared") == 2)
    #expect(probe.count("disappeared") == 1)
    #expect(probe.count("task started") == 2)
  }

  @Test func taskWithAnIDRestartsWhenTheIDChanges() async throws {
    let probe = SwiftUIProbe()
    struct Screen: View {
      let probe: SwiftUIProbe
      @State var page = 1

      var body: some View {
        Button("Next") { page += 1 }
          .task(id: page) { probe.record("load \(page)") }
      }
    }
    let (application, app) = launchSwiftUI(Screen(probe: probe))
    try await app.waitForIdle()
    application.setNeedsRender()
    try await app.waitForIdle()

    try await app.buttons["Next"].tap()

    #expect(probe.events == ["load 1", "load 2"])
  }

  @Test func replacingTheRootViewRendersIt() {
    let application = Application()
    let host = HostingController(application: application, rootView: Text("First"))
    application.content = host
    #expect(application.currentTree.children.map(\.label) == ["First"])

    host.rootView = Text("Second")

    #expect(application.isRenderPending)
    #expect(application.currentTree.children.map(\.label) == ["Second"])
  }

  @Test func openURLRecordsAnIntent() async throws {
    struct Screen: View {
      @Environment(\.openURL) private var openURL

      var body: some View {
        Button("Call") { openURL(URL(string: "tel:+420602111222")!) }
        Button("Map") { openURL(URL(string: "maps://?ll=50.07,14.45&q=Bakery")!) }
      }
    }
    let (application, app) = launchSwiftUI(Screen())

    try await app.buttons["Call"].tap()
    try await app.buttons["Map"].tap()

    #expect(
      application.intents == [
        .call(phone: "+420602111222"), .openMaps(latitude: 50.07, longitude: 14.45, label: "Bakery"),
      ])
  }

  @Test func customOpenURLHandlerDecidesWhatReachesThePlatform() async throws {
    let probe = SwiftUIProbe()
    struct Opener: View {
      @Environment(\.openURL) private var openURL

      var body: some View {
        Button("Web") { openURL(URL(string: "https://example.com")!) }
        Button("Phone") { openURL(URL(string: "tel:123")!) }
      }
    }
    struct Screen: View {
      let probe: SwiftUIProbe

      var body: some View {
        Opener()
          .environment(
            \.openURL,
            OpenURLAction { url in
              probe.record(url.absoluteString)
              return url.scheme == "tel" ? .systemAction : .handled
            })
      }
    }
    let (application, app) = launchSwiftUI(Screen(probe: probe))

    try await app.buttons["Web"].tap()
    try await app.buttons["Phone"].tap()

    #expect(probe.events == ["https://example.com", "tel:123"])
    #expect(application.intents == [.call(phone: "123")])
  }
}
