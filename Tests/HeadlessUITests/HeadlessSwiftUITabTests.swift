import HeadlessSwiftUI
import HeadlessUI
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
}
