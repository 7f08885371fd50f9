import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing
import UITestDriver

/// `TabView`, its tab bar, selection and what its tabs keep.
@MainActor
@Suite("HeadlessSwiftUI tabs")
struct HeadlessSwiftUITabTests {
  struct TasksTab: View {
    @State private var taps = 0

    var body: some View {
      NavigationStack {
        Button("Tapped \(taps)") { taps += 1 }
          .navigationTitle("Tasks")
      }
    }
  }

  struct AccountTab: View {
    let probe: SwiftUIProbe

    var body: some View {
      Text("Account screen")
        .onAppear { probe.record("account appeared") }
        .onDisappear { probe.record("account disappeared") }
        .tabItem { Label("Account", systemImage: "person") }
    }
  }

  struct Tabs: View {
    let probe: SwiftUIProbe

    var body: some View {
      TabView {
        TasksTab()
          .tabItem { Label("Tasks", systemImage: "list.bullet") }
        AccountTab(probe: probe)
      }
    }
  }

  @Test func showsTheSelectedTabThenTheTabBar() {
    let (application, _) = launchSwiftUI(Tabs(probe: SwiftUIProbe()))

    #expect(
      swiftUISnapshot(application) == """
        ── Tasks ──
        (Tapped 0)
        Tabs: [Tasks]  Account
        """)
    let bar = application.currentTree.children.last!
    #expect(bar.role == .tabBar)
    #expect(bar.children.map(\.role) == [.tab, .tab])
    #expect(bar.children.map(\.identifier) == ["tab.Tasks", "tab.Account"])
    #expect(bar.children.map(\.isSelected) == [true, false])
  }

  @Test func tappingATabSelectsItAndTabsKeepTheirState() async throws {
    let probe = SwiftUIProbe()
    let (_, app) = launchSwiftUI(Tabs(probe: probe))
    try await app.buttons["Tapped 0"].tap()

    try await app.tabs["Account"].tap()
    #expect(app.tabs["Account"].isSelected)
    #expect(app.staticTexts["Account screen"].exists)
    #expect(!app.buttons["Tapped 1"].exists)
    try await app.tabs["Tasks"].tap()

    #expect(app.buttons["Tapped 1"].exists)
    #expect(probe.events == ["account appeared", "account disappeared"])
  }

  enum Tab: Hashable {
    case tasks, account
  }

  @Test func selectionBindingPicksTheTaggedTab() async throws {
    struct Root: View {
      @State var selection = Tab.account

      var body: some View {
        TabView(selection: $selection) {
          Text("Tasks screen")
            .tabItem { Text("Tasks") }
            .tag(Tab.tasks)
          Text("Account screen")
            .tabItem { Text("Account") }
            .tag(Tab.account)
        }
        Text("Selected \(selection == .tasks ? "tasks" : "account")")
      }
    }
    let (_, app) = launchSwiftUI(Root())
    #expect(app.staticTexts["Account screen"].exists)
    #expect(app.tabs["Account"].isSelected)

    try await app.tabs["Tasks"].tap()

    #expect(app.staticTexts["Tasks screen"].exists)
    #expect(app.staticTexts["Selected tasks"].exists)
  }

  @Observable
  final class Inbox {
    var unread = 2
  }

  struct BadgedTabs: View {
    let inbox: Inbox
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("tabs body")
      TabView {
        TasksTab()
          .tabItem { Label("Tasks", systemImage: "list.bullet") }
          .badge(inbox.unread)
        Text("Account screen")
          .tabItem { Text("Account") }
          .badge("New")
      }
    }
  }

  @Test func aBadgeIsTheTabsValueAndZeroShowsNone() async throws {
    let inbox = Inbox()
    let (application, app) = launchSwiftUI(BadgedTabs(inbox: inbox, probe: SwiftUIProbe()))
    #expect(app.tabs["Tasks"].value == "2")
    #expect(app.tabs["Account"].value == "New")
    #expect(swiftUISnapshot(application).hasSuffix("Tabs: [Tasks (2)]  Account (New)"))

    inbox.unread = 0

    #expect(app.tabs["Tasks"].exists)
    #expect(app.tabs["Tasks"].value == nil)
  }

  @Test func aTextOrNilBadge() {
    struct Root: View {
      var body: some View {
        TabView {
          Text("Tasks screen").tabItem { Text("Tasks") }.badge(Text("9+"))
          Text("Account screen").tabItem { Text("Account") }.badge(nil as Text?)
          Text("Help screen").tabItem { Text("Help") }.badge(nil as String?)
        }
      }
    }
    let (_, app) = launchSwiftUI(Root())

    #expect(app.tabs.allElements.map(\.value) == ["9+", nil, nil])
  }

  @Test func aChangedCountEvaluatesOnlyTheBodyThatReadItAndUpdatesOnlyTheTab() async throws {
    let inbox = Inbox()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(BadgedTabs(inbox: inbox, probe: probe))
    _ = application.currentTree
    probe.reset()
    let before = application.statistics

    inbox.unread = 1

    #expect(application.isRenderPending)
    #expect(app.tabs["Tasks"].value == "1")
    #expect(probe.count("tabs body") == 1)
    // The selected tab's screen did not read the count: its body is not evaluated again.
    #expect(application.statistics.viewUpdates - before.viewUpdates == 1)
    #expect(application.statistics.elementUpdates - before.elementUpdates == 1)
    #expect(app.buttons["Tapped 0"].exists)
  }
}
