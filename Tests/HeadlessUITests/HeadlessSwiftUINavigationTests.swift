import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// `NavigationStack`, `NavigationLink`, destinations, paths, titles and toolbars.
@MainActor
@Suite("HeadlessSwiftUI navigation")
struct HeadlessSwiftUINavigationTests {
  struct Event: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  struct CustomerRoute: Hashable {
    let name: String
  }

  static let events = [Event(id: 1, name: "Boiler"), Event(id: 2, name: "Lift")]

  struct EventList: View {
    @State private var query = ""

    var body: some View {
      List(HeadlessSwiftUINavigationTests.events) { event in
        NavigationLink(value: event) {
          Text(event.name)
        }
        .accessibilityIdentifier("event.\(event.id)")
      }
      .accessibilityIdentifier("events")
      .searchable(text: $query)
      .navigationTitle("Tasks")
      .navigationDestination(for: Event.self) { event in
        EventDetail(event: event)
      }
      .navigationDestination(for: CustomerRoute.self) { route in
        Text("Customer \(route.name)").navigationTitle(route.name)
      }
    }
  }

  struct EventDetail: View {
    let event: Event
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text(event.name)
        NavigationLink("Customer: Bakery", value: CustomerRoute(name: "Bakery"))
          .accessibilityIdentifier("customer")
        Button("Done") { dismiss() }
      }
      .navigationTitle(event.name)
    }
  }

  @Test func linksPushAndBackPops() async throws {
    let (application, app) = launchSwiftUI(NavigationStack { EventList() })
    #expect(
      swiftUISnapshot(application) == """
        ── Tasks ──
        [Search: ]
        List (2 rows)
          • Boiler
          • Lift
        """)
    let stack = application.currentTree.children[0]
    #expect(stack.role == .navigationStack)
    #expect(stack.children[0].children.map(\.identifier) == ["navigationTitle"])

    try await app.cells["event.2"].tap()

    #expect(
      swiftUISnapshot(application) == """
        ── (Back) Lift ──
        Lift
        (Customer: Bakery)
        (Done)
        """)
    try await app.buttons["customer"].tap()
    #expect(app.staticTexts["Customer Bakery"].exists)
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Bakery")

    try await app.goBack()
    #expect(app.staticTexts["navigationTitle"].label == "Lift")
    try await app.goBack()
    #expect(app.tables["events"].exists)
    #expect(!app.buttons["back"].exists)
  }

  @Test func screensBelowTheTopKeepTheirState() async throws {
    let (_, app) = launchSwiftUI(NavigationStack { EventList() })
    try await app.searchFields["Search"].typeText("Li")

    try await app.cells["event.1"].tap()
    #expect(!app.searchFields["Search"].exists)
    try await app.goBack()

    #expect(app.searchFields["Search"].value == "Li")
  }

  @Test func dismissPopsAPushedScreen() async throws {
    let (_, app) = launchSwiftUI(NavigationStack { EventList() })
    try await app.cells["event.1"].tap()

    try await app.buttons["Done"].tap()

    #expect(app.tables["events"].exists)
  }

  struct BoundStack: View {
    @Binding var path: [Event]

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Button("Open first") { path.append(HeadlessSwiftUINavigationTests.events[0]) }
          NavigationLink("Open second", value: HeadlessSwiftUINavigationTests.events[1])
          NavigationLink("Wrong type", value: "not an event")
        }
        .navigationTitle("Root")
        .navigationDestination(for: Event.self) { event in
          Text("Detail \(event.name)").navigationTitle(event.name)
        }
      }
    }
  }

  @Test func stackFollowsABoundArrayPath() async throws {
    struct Root: View {
      @State var path: [Event] = []

      var body: some View {
        BoundStack(path: $path)
        Text("Depth \(path.count)")
      }
    }
    let (_, app) = launchSwiftUI(Root())

    try await app.buttons["Open first"].tap()
    #expect(app.staticTexts["Detail Boiler"].exists)
    #expect(app.staticTexts["Depth 1"].exists)
    try await app.goBack()
    try await app.buttons["Open second"].tap()
    #expect(app.staticTexts["Detail Lift"].exists)
    try await app.goBack()
    try await app.buttons["Wrong type"].tap()

    #expect(app.staticTexts["Depth 0"].exists)
    #expect(app.staticTexts["navigationTitle"].label == "Root")
  }

  @Observable
  final class Router {
    var path = NavigationPath()
  }

  @Test func stackFollowsABoundNavigationPath() async throws {
    struct Root: View {
      @Bindable var router: Router

      var body: some View {
        NavigationStack(path: $router.path) {
          Text("Home")
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            .navigationDestination(for: String.self) { text in Text("Text \(text)") }
        }
      }
    }
    let router = Router()
    let (_, app) = launchSwiftUI(Root(router: router))

    router.path.append(7)
    router.path.append("seven")
    #expect(app.staticTexts["Text seven"].exists)
    try await app.goBack()
    #expect(app.staticTexts["Number 7"].exists)
    #expect(router.path.count == 1)
    router.path.removeLast()

    #expect(app.staticTexts["Home"].exists)
    #expect(router.path.isEmpty)
  }

  @Test func linkWithADestinationViewPushesIt() async throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Settings") {
            Text("Settings screen").navigationTitle("Settings")
          }
          .navigationTitle("Home")
        }
      }
    }
    let (_, app) = launchSwiftUI(Root())

    try await app.buttons["Settings"].tap()
    #expect(app.staticTexts["Settings screen"].exists)
    #expect(app.staticTexts["navigationTitle"].label == "Settings")
    try await app.goBack()

    #expect(app.staticTexts["navigationTitle"].label == "Home")
  }

  @Test func destinationLinksOnABoundStackStackAboveThePath() async throws {
    struct Root: View {
      @State var path: [Int] = []

      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Number", value: 1)
            .navigationDestination(for: Int.self) { number in
              NavigationLink("About \(number)") { Text("About screen") }
            }
        }
        Text("Path \(path.count)")
      }
    }
    let (_, app) = launchSwiftUI(Root())

    try await app.buttons["Number"].tap()
    try await app.buttons["About 1"].tap()
    #expect(app.staticTexts["About screen"].exists)
    #expect(app.staticTexts["Path 1"].exists)
    try await app.goBack()
    #expect(app.buttons["About 1"].exists)
    try await app.goBack()

    #expect(app.staticTexts["Path 0"].exists)
    #expect(app.buttons["Number"].exists)
  }

  @Test func toolbarItemsGoToTheirEndOfTheBar() async throws {
    let probe = SwiftUIProbe()
    struct Root: View {
      let probe: SwiftUIProbe
      @State private var isSending = false

      var body: some View {
        NavigationStack {
          Text("Form")
            .navigationTitle("Report")
            .toolbar {
              ToolbarItem(placement: .confirmationAction) {
                Button("Send") { probe.record("send") }
                  .accessibilityIdentifier("send")
              }
              ToolbarItem(placement: .cancellationAction) {
                Button("Close") { probe.record("close") }
              }
              if isSending {
                ToolbarItem(placement: .topBarTrailing) { ProgressView() }
              }
            }
            .toolbar {
              Button("More") { isSending = true }
            }
        }
      }
    }
    let (application, app) = launchSwiftUI(Root(probe: probe))

    #expect(swiftUISnapshot(application).hasPrefix("── (Close) Report (Send) (More) ──"))
    let bar = application.currentTree.children[0].children[0]
    #expect(bar.children.map(\.identifier) == ["", "navigationTitle", "send", ""])
    try await app.buttons["send"].tap()
    try await app.buttons["Close"].tap()
    try await app.buttons["More"].tap()

    #expect(probe.events == ["send", "close"])
    #expect(app.navigationBars.firstMatch.descendants.matching(.activityIndicator).count == 1)
  }

  @Test func toolbarAndTitleOutsideAStackShowNothing() {
    struct Root: View {
      var body: some View {
        Text("Alone")
          .navigationTitle("Ignored")
          .toolbar { Button("Ignored") {} }
      }
    }
    let (application, _) = launchSwiftUI(Root())

    #expect(swiftUISnapshot(application) == "Alone")
  }

  @Test func backButtonCanBeHidden() async throws {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Next", value: 1)
            .navigationDestination(for: Int.self) { _ in
              Text("Pushed").navigationBarBackButtonHidden()
            }
        }
      }
    }
    let (_, app) = launchSwiftUI(Root())

    try await app.buttons["Next"].tap()

    #expect(app.staticTexts["Pushed"].exists)
    #expect(!app.buttons["back"].exists)
  }

  @Test func tasksOfScreensBelowTheTopKeepRunning() async throws {
    let probe = SwiftUIProbe()
    let gate = SwiftUIGate()
    struct Root: View {
      let probe: SwiftUIProbe
      let gate: SwiftUIGate

      var body: some View {
        NavigationStack {
          NavigationLink("Next", value: 1)
            .task {
              probe.record("started")
              await gate.wait()
              probe.record(Task.isCancelled ? "cancelled" : "finished")
            }
            .navigationDestination(for: Int.self) { _ in Text("Pushed") }
        }
      }
    }
    let (application, app) = launchSwiftUI(Root(probe: probe, gate: gate))
    await yieldUntil { gate.waiterCount == 1 }

    application.currentTree.descendants.first { $0.label == "Next" }?.actions.tap?()
    #expect(application.currentTree.descendants.contains { $0.label == "Pushed" })
    gate.open()
    try await app.waitForIdle()

    #expect(probe.events == ["started", "finished"])
  }
}
