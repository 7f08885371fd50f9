import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// `@State`, `@Binding`, `@Bindable`, `@Environment`, identity and re-rendering from Observation.
@MainActor
@Suite("HeadlessSwiftUI state")
struct HeadlessSwiftUIStateTests {
  struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
      Button("\(name) \(count)") { count += 1 }
    }
  }

  @Test func statePersistsAcrossRenders() async throws {
    let (application, app) = launchSwiftUI(Counter(name: "Taps"))

    try await app.buttons["Taps 0"].tap()
    try await app.buttons["Taps 1"].tap()
    application.setNeedsRender()
    application.renderIfNeeded()

    #expect(app.buttons["Taps 2"].exists)
  }

  @Test func settingStateSchedulesARender() {
    let (application, _) = launchSwiftUI(Counter(name: "Taps"))
    let button = application.currentTree.children[0]

    button.actions.tap?()

    #expect(application.isRenderPending)
    #expect(application.currentTree.children[0].label == "Taps 1")
  }

  struct Toggling: View {
    @State var showsCounter = true

    var body: some View {
      Toggle("Show", isOn: $showsCounter)
      if showsCounter {
        Counter(name: "Inner")
      }
    }
  }

  @Test func stateIsDroppedWhenItsViewGoesAway() async throws {
    let (_, app) = launchSwiftUI(Toggling())
    try await app.buttons["Inner 0"].tap()
    try await app.buttons["Inner 1"].tap()

    try await app.switches["Show"].tap()
    #expect(!app.buttons["Inner 2"].exists)
    try await app.switches["Show"].tap()

    #expect(app.buttons["Inner 0"].exists)
  }

  struct Branches: View {
    @State var isFirst = true

    var body: some View {
      Button("Switch") { isFirst.toggle() }
      if isFirst {
        Counter(name: "First")
      } else {
        Counter(name: "Second")
      }
    }
  }

  @Test func branchesOfAnIfHaveDifferentIdentities() async throws {
    let (_, app) = launchSwiftUI(Branches())
    try await app.buttons["First 0"].tap()

    try await app.buttons["Switch"].tap()
    #expect(app.buttons["Second 0"].exists)
    try await app.buttons["Switch"].tap()

    #expect(app.buttons["First 0"].exists)
  }

  struct Reorderable: View {
    @State var names = ["a", "b"]

    var body: some View {
      Button("Reverse") { names.reverse() }
      ForEach(names, id: \.self) { name in
        Counter(name: name)
      }
    }
  }

  @Test func stateInForEachFollowsTheElementsID() async throws {
    let (application, app) = launchSwiftUI(Reorderable())
    try await app.buttons["b 0"].tap()

    try await app.buttons["Reverse"].tap()

    #expect(application.currentTree.children.map(\.label) == ["Reverse", "b 1", "a 0"])
  }

  struct ErasedScreen: View {
    @State var asText = false

    var body: some View {
      Button("Erase") { asText.toggle() }
      if asText {
        AnyView(Text("Plain"))
      } else {
        AnyView(Counter(name: "Erased"))
      }
      AnyView(Counter(name: "Stable"))
    }
  }

  @Test func anyViewKeepsStateWhileTheTypeStaysTheSame() async throws {
    let (_, app) = launchSwiftUI(ErasedScreen())
    try await app.buttons["Stable 0"].tap()
    try await app.buttons["Erased 0"].tap()

    try await app.buttons["Erase"].tap()
    try await app.buttons["Erase"].tap()

    #expect(app.buttons["Stable 1"].exists)
    #expect(app.buttons["Erased 0"].exists)
  }

  // MARK: Observation

  @Observable
  final class Account {
    var username = ""
    var note = Note()
  }

  struct Note: Equatable {
    var text = ""
  }

  struct AccountScreen: View {
    @Bindable var account: Account
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("body")
      TextField("Username", text: $account.username)
      Text("Hello, \(account.username)")
    }
  }

  @Test func observableChangesRenderAgain() {
    let account = Account()
    let probe = SwiftUIProbe()
    let (application, _) = launchSwiftUI(AccountScreen(account: account, probe: probe))
    _ = application.currentTree
    #expect(!application.isRenderPending)

    account.username = "jnovak"

    #expect(application.isRenderPending)
    application.renderIfNeeded()
    #expect(application.tree.children[1].label == "Hello, jnovak")
    #expect(probe.count("body") == 2)

    account.username = "petr"
    #expect(application.isRenderPending)
    #expect(application.currentTree.children[1].label == "Hello, petr")
  }

  @Test func observableChangeOffTheMainActorRendersAgain() async {
    let account = Account()
    let (application, _) = launchSwiftUI(AccountScreen(account: account, probe: SwiftUIProbe()))
    _ = application.currentTree

    let invalidations = application.statistics.invalidations
    nonisolated(unsafe) let unsafeAccount = account
    await Task.detached { unsafeAccount.username = "remote" }.value
    // Wait for the invalidation, not for a pending render: the scheduled render pass may
    // already have run, and then `isRenderPending` never becomes true again.
    while application.statistics.invalidations == invalidations {
      await Task.yield()
    }

    #expect(application.currentTree.children[1].label == "Hello, remote")
  }

  @Test func oneChangeInvalidatesOnceHoweverManyPassesReadIt() {
    let account = Account()
    let (application, _) = launchSwiftUI(AccountScreen(account: account, probe: SwiftUIProbe()))
    for _ in 0..<5 {
      application.setNeedsRender()
      application.renderIfNeeded()
    }
    let before = application.statistics.invalidations

    account.username = "jnovak"

    #expect(application.statistics.invalidations == before + 1)
  }

  @Test func propertiesNotReadDoNotRenderAgain() {
    let account = Account()
    let (application, _) = launchSwiftUI(AccountScreen(account: account, probe: SwiftUIProbe()))
    _ = application.currentTree

    account.note.text = "unrelated"

    #expect(!application.isRenderPending)
  }

  struct NoteEditor: View {
    @Binding var note: Note

    var body: some View {
      TextField("Note", text: $note.text)
    }
  }

  struct NoteScreen: View {
    @State private var note = Note()

    var body: some View {
      NoteEditor(note: $note)
      Text("Note: \(note.text)")
      TextField("Constant", text: .constant("fixed"))
      TextField(
        "Custom",
        text: Binding(get: { note.text.uppercased() }, set: { note.text = $0.lowercased() }))
    }
  }

  @Test func bindingsReachIntoTheirValue() async throws {
    let (_, app) = launchSwiftUI(NoteScreen())

    try await app.textFields["Note"].typeText("ab")
    #expect(app.staticTexts["Note: ab"].exists)
    try await app.textFields["Custom"].typeText("C")
    #expect(app.staticTexts["Note: abc"].exists)
    try await app.textFields["Constant"].typeText("x")
    #expect(app.textFields["Constant"].value == "fixed")
  }

  // MARK: Environment

  struct Greeting: View {
    @Environment(\.greeting) private var greeting
    @Environment(Account.self) private var account
    @Environment(Note.Holder.self) private var holder: Note.Holder?

    var body: some View {
      Text("\(greeting), \(account.username)")
      Text(holder == nil ? "no holder" : "holder")
    }
  }

  @Test func environmentValuesAndObjectsReachTheViewsBelow() {
    let account = Account()
    account.username = "jnovak"
    struct Screen: View {
      let account: Account

      var body: some View {
        VStack {
          Greeting()
          Greeting().environment(\.greeting, "Ahoj")
        }
        .environment(account)
      }
    }
    let (application, _) = launchSwiftUI(Screen(account: account))

    #expect(
      application.currentTree.children.map(\.label) == ["Hello, jnovak", "no holder", "Ahoj, jnovak", "no holder"])
    account.username = "petr"
    #expect(application.currentTree.children[0].label == "Hello, petr")
  }

  // MARK: Custom modifiers and dynamic properties

  struct Highlighted: ViewModifier {
    @State private var taps = 0

    func body(content: Content) -> some View {
      VStack {
        content
        Button("Highlight \(taps)") { taps += 1 }
      }
      .accessibilityIdentifier("highlighted")
    }
  }

  @Test func customModifiersWrapTheirContentAndKeepState() async throws {
    struct Screen: View {
      var body: some View {
        Text("Content").modifier(Highlighted())
      }
    }
    let (application, app) = launchSwiftUI(Screen())
    try await app.buttons["Highlight 0"].tap()

    let group = application.currentTree.children[0]
    #expect(group.role == .group && group.identifier == "highlighted")
    #expect(group.children.map(\.label) == ["Content", "Highlight 1"])
  }

  struct Tally: DynamicProperty {
    @State var value = 0
    @Environment(\.greeting) var greeting
  }

  @Test func customDynamicPropertiesAreLinked() async throws {
    struct Screen: View {
      var tally = Tally()

      var body: some View {
        Button("\(tally.greeting) \(tally.value)") { tally.value += 1 }
      }
    }
    let (_, app) = launchSwiftUI(Screen())

    try await app.buttons["Hello 0"].tap()

    #expect(app.buttons["Hello 1"].exists)
  }

  @Test func onChangeRunsAfterThePassWithOldAndNewValue() async throws {
    let probe = SwiftUIProbe()
    struct Screen: View {
      let probe: SwiftUIProbe
      @State private var text = ""

      var body: some View {
        TextField("Text", text: $text)
          .onChange(of: text, initial: true) { old, new in probe.record("\(old)->\(new)") }
      }
    }
    let (_, app) = launchSwiftUI(Screen(probe: probe))
    try await app.waitForIdle()

    try await app.textFields["Text"].typeText("ab")

    #expect(probe.events == ["->", "->a", "a->ab"])
  }
}

private struct GreetingKey: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

extension HeadlessSwiftUIStateTests.Note {
  @Observable
  final class Holder {}
}
