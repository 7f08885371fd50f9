import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing
import UITestDriver

/// Which views a change to the environment reaches: as in SwiftUI, each `@Environment(\.key)`
/// is a dependency on that key alone, and a built-in view that reads a key (a button reading
/// `isEnabled`) depends on it alone. A view is evaluated again only when a key it read changed,
/// and the views below that read no changed key are not rendered again.
///
/// Bodies report to a probe. A view's content is seen to be rendered again through a `ForEach`
/// in it, whose closure makes its views each time the view renders its content, and only then.
@MainActor
@Suite("HeadlessSwiftUI environment dependencies")
struct HeadlessSwiftUIEnvironmentTests {
  @Observable
  final class Settings {
    var first = "A1"
    var second = "B1"
    var disabled = false
  }

  struct ReadsFirst: View {
    @Environment(\.first) private var first
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("first body")
      Text("first: \(first)")
    }
  }

  struct ReadsSecond: View {
    @Environment(\.second) private var second
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("second body")
      Text("second: \(second)")
    }
  }

  /// Reads nothing from the environment; its `ForEach` tells when its content is rendered again.
  struct ReadsNothing: View {
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("plain body")
      VStack {
        ForEach(["x", "y"], id: \.self) { name in
          let _ = probe.record("plain content")
          Text(name)
        }
      }
    }
  }

  struct Screen: View {
    let settings: Settings
    let probe: SwiftUIProbe

    var body: some View {
      VStack {
        ReadsFirst(probe: probe)
        ReadsSecond(probe: probe)
        ReadsNothing(probe: probe)
      }
      .environment(\.first, settings.first)
      .environment(\.second, settings.second)
    }
  }

  @Test func aViewIsEvaluatedAgainOnlyWhenAKeyItReadsChanges() {
    let settings = Settings()
    let probe = SwiftUIProbe()
    let (application, _) = launchSwiftUI(Screen(settings: settings, probe: probe))
    #expect(application.currentTree.children.map(\.label).prefix(2) == ["first: A1", "second: B1"])
    probe.reset()

    settings.first = "A2"

    #expect(application.currentTree.children.map(\.label).prefix(2) == ["first: A2", "second: B1"])
    #expect(probe.count("first body") == 1)
    #expect(probe.count("second body") == 0)
    #expect(probe.count("plain body") == 0)
    #expect(probe.count("plain content") == 0)

    probe.reset()
    settings.second = "B2"

    #expect(application.currentTree.children.map(\.label).prefix(2) == ["first: A2", "second: B2"])
    #expect(probe.count("first body") == 0)
    #expect(probe.count("second body") == 1)
    #expect(probe.count("plain content") == 0)
  }

  /// A control deep in a view that reads no environment: the view is not evaluated again, but
  /// its content is rendered again, since the button in it read `isEnabled`.
  struct ControlRow: View {
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("control body")
      Button("Go") {}
    }
  }

  @Test func aBuiltInViewThatReadsAKeyIsRenderedAgainWithoutItsViewsBody() {
    struct Screen: View {
      let settings: Settings
      let probe: SwiftUIProbe

      var body: some View {
        VStack {
          ControlRow(probe: probe)
          ReadsNothing(probe: probe)
        }
        .disabled(settings.disabled)
      }
    }
    let settings = Settings()
    let probe = SwiftUIProbe()
    let (application, app) = launchSwiftUI(Screen(settings: settings, probe: probe))
    #expect(app.buttons["Go"].isEnabled)
    probe.reset()

    settings.disabled = true

    _ = application.currentTree
    #expect(!app.buttons["Go"].isEnabled)
    #expect(probe.count("control body") == 0)
    #expect(probe.count("plain body") == 0)
    #expect(probe.count("plain content") == 0)
  }

  @MainActor
  @Observable
  final class Feed {
    var query = ""
    var items = ["one", "two", "three"]

    var shown: [String] { items.filter { query.isEmpty || $0.contains(query) } }

    func reload() async {}
  }

  /// A row that reads nothing from the environment.
  struct Row: View {
    let name: String
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("row body")
      HStack {
        ForEach([name], id: \.self) { name in
          let _ = probe.record("row content")
          Text(name)
        }
      }
    }
  }

  /// A row that reads the list's refresh action, as a row with its own pull-to-refresh button would.
  struct RefreshingRow: View {
    @Environment(\.refresh) private var refresh
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("refreshing row body")
      Text(refresh == nil ? "cannot refresh" : "can refresh")
    }
  }

  /// `.refreshable { … }` captures the model, so each evaluation of the screen's body makes a
  /// new refresh action, which compares unequal to the last: only what reads it is brought up to date.
  @Test func aNewRefreshActionReachesOnlyTheViewsThatReadIt() {
    struct Screen: View {
      let feed: Feed
      let probe: SwiftUIProbe

      var body: some View {
        List {
          RefreshingRow(probe: probe)
          ForEach(feed.shown, id: \.self) { name in
            Row(name: name, probe: probe)
          }
        }
        .refreshable { await feed.reload() }
      }
    }
    let feed = Feed()
    let probe = SwiftUIProbe()
    let (application, _) = launchSwiftUI(Screen(feed: feed, probe: probe))
    #expect(application.currentTree.children[0].value == "4 rows")
    #expect(probe.count("row body") == 3)
    probe.reset()

    feed.query = "t"

    let list = application.currentTree.children[0]
    #expect(list.value == "3 rows")
    #expect(list.children.map { $0.children.first?.label } == ["can refresh", "two", "three"])
    #expect(probe.count("refreshing row body") == 1)
    #expect(probe.count("row body") == 0)
    #expect(probe.count("row content") == 0)
  }

  @Observable
  final class Account {
    var name: String

    init(name: String) {
      self.name = name
    }
  }

  struct ReadsAccount: View {
    @Environment(Account.self) private var account
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("account body")
      Text("account: \(account.name)")
    }
  }

  @Observable
  final class Holder {
    var account = Account(name: "jnovak")
  }

  @Test func placingAnotherObjectReachesOnlyTheViewsThatReadItsType() {
    struct Screen: View {
      let holder: Holder
      let probe: SwiftUIProbe

      var body: some View {
        VStack {
          ReadsAccount(probe: probe)
          ReadsNothing(probe: probe)
        }
        .environment(holder.account)
      }
    }
    let holder = Holder()
    let probe = SwiftUIProbe()
    let (application, _) = launchSwiftUI(Screen(holder: holder, probe: probe))
    #expect(application.currentTree.children.first?.label == "account: jnovak")
    probe.reset()

    holder.account = Account(name: "petr")

    #expect(application.currentTree.children.first?.label == "account: petr")
    #expect(probe.count("account body") == 1)
    #expect(probe.count("plain body") == 0)
    #expect(probe.count("plain content") == 0)
  }
}

private struct FirstKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

private struct SecondKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

extension EnvironmentValues {
  fileprivate var first: String {
    get { self[FirstKey.self] }
    set { self[FirstKey.self] = newValue }
  }

  fileprivate var second: String {
    get { self[SecondKey.self] }
    set { self[SecondKey.self] = newValue }
  }
}
