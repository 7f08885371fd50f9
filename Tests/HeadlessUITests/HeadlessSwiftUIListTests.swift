import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// `List`, `ForEach` rows, lazy rows and pull to refresh.
@MainActor
@Suite("HeadlessSwiftUI lists")
struct HeadlessSwiftUIListTests {
  struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  struct ItemRow: View {
    let item: Item
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("row")
      VStack {
        Text(item.name)
        Text("#\(item.id)")
      }
    }
  }

  @Test func rowsWrapTheirContent() {
    struct Screen: View {
      var body: some View {
        List {
          Text("Plain")
          VStack {
            Text("Grouped")
            Text("Detail")
          }
          .accessibilityIdentifier("grouped")
          HStack {
            Text("Two")
            Text("Texts")
          }
        }
        .accessibilityIdentifier("items")
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    let list = application.currentTree.children[0]
    #expect(list.role == .list && list.identifier == "items" && list.value == "3 rows")
    #expect(list.children.map(\.role) == [.row, .row, .row])
    #expect(list.children.map(\.identifier) == ["", "grouped", ""])
    #expect(list.children.map { $0.children.map(\.label) } == [["Plain"], ["Grouped", "Detail"], ["Two", "Texts"]])
    #expect(list.children.allSatisfy { $0.actions.tap == nil })
    #expect(
      swiftUISnapshot(application) == """
        List (3 rows)
          • Plain
          • Grouped | Detail
          • Two | Texts
        """)
  }

  @Test func buttonAtTheRootOfARowIsTheRowsTap() async throws {
    let probe = SwiftUIProbe()
    struct Screen: View {
      let probe: SwiftUIProbe
      let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]

      var body: some View {
        List(items) { item in
          Button {
            probe.record("tapped \(item.id)")
          } label: {
            Text(item.name)
            Text("detail")
          }
          .accessibilityIdentifier("item.\(item.id)")
        }
        List {
          HStack {
            Text("Inner")
            Button("Call") { probe.record("call") }
          }
        }
      }
    }
    let (application, app) = launchSwiftUI(Screen(probe: probe))

    let rows = application.currentTree.children[0].children
    #expect(rows.map(\.identifier) == ["item.1", "item.2"])
    #expect(rows[1].children.map(\.label) == ["Two", "detail"])
    try await app.cells["item.2"].tap()
    #expect(probe.events == ["tapped 2"])

    let inner = application.currentTree.children[1].children[0]
    #expect(inner.actions.tap == nil)
    #expect(inner.children.map(\.role) == [.text, .button])
  }

  @Test func onlyTheVisibleRowsAreBuilt() {
    let probe = SwiftUIProbe()
    struct Screen: View {
      let items: [Item]
      let probe: SwiftUIProbe

      var body: some View {
        List {
          ForEach(items) { item in
            ItemRow(item: item, probe: probe)
          }
        }
      }
    }
    let items = (0..<10_000).map { Item(id: $0, name: "Item \($0)") }
    let (application, _) = launchSwiftUI(Screen(items: items, probe: probe))

    let list = application.currentTree.children[0]

    #expect(list.value == "10000 rows")
    #expect(list.children.count == Element.visibleRowLimit)
    #expect(probe.count("row") == Element.visibleRowLimit)
    #expect(list.children.last?.children.map(\.label) == ["Item 39", "#39"])
  }

  @Test func emptyListStillRendersItsElement() {
    struct Screen: View {
      var body: some View {
        List([Item]()) { item in Text(item.name) }
          .accessibilityIdentifier("empty")
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    let list = application.currentTree.children[0]
    #expect(list.role == .list && list.identifier == "empty" && list.value == "0 rows" && list.children.isEmpty)
  }

  @Test func forEachOfSeveralViewsGivesSeveralRows() {
    struct Screen: View {
      let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]

      var body: some View {
        List {
          Text("Header row")
          ForEach(items) { item in
            Text(item.name)
            if item.id == 2 {
              Text("Extra")
            }
          }
        }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    let list = application.currentTree.children[0]
    #expect(list.value == "4 rows")
    #expect(list.children.map { $0.children.first?.label } == ["Header row", "One", "Two", "Extra"])
  }

  @MainActor
  @Observable
  final class Feed {
    var items = [Item(id: 1, name: "Old")]
    var gate: CheckedContinuation<Void, Never>?

    func reload() async {
      await withCheckedContinuation { gate = $0 }
      items = [Item(id: 1, name: "Old"), Item(id: 2, name: "New")]
    }
  }

  @Test func refreshableListShowsASpinnerWhileItRefreshes() async throws {
    struct Screen: View {
      let feed: Feed

      var body: some View {
        List(feed.items) { item in Text(item.name) }
          .accessibilityIdentifier("feed")
          .refreshable { await feed.reload() }
      }
    }
    let feed = Feed()
    let (application, app) = launchSwiftUI(Screen(feed: feed))
    let refresh = try #require(application.currentTree.children[0].actions.refresh)

    let pull = application.runTask { await refresh() }
    while feed.gate == nil {
      await Task.yield()
    }
    let refreshing = application.currentTree.children[0]
    #expect(refreshing.children.first?.role == .activityIndicator)
    #expect(refreshing.children.first?.label == "Refreshing")
    #expect(refreshing.value == "1 rows")

    feed.gate?.resume()
    await pull.value
    try await app.waitForIdle()

    let refreshed = application.currentTree.children[0]
    #expect(refreshed.children.map(\.role) == [.row, .row])
    #expect(refreshed.value == "2 rows")
  }

  @Test func listWithoutRefreshableCannotBePulled() {
    struct Screen: View {
      var body: some View {
        List { Text("Row") }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    #expect(application.currentTree.children[0].actions.refresh == nil)
  }

  @Test func searchableAddsASearchFieldBeforeItsContent() async throws {
    struct Screen: View {
      @State private var query = ""
      let names = ["Alpha", "Beta", "Gamma"]

      var body: some View {
        List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
          Text(name)
        }
        .searchable(text: $query)
        Text("").searchable(text: .constant(""), prompt: "Find")
      }
    }
    let (application, app) = launchSwiftUI(Screen())
    #expect(application.currentTree.children.map(\.role) == [.searchField, .list, .searchField])
    #expect(application.currentTree.children[2].label == "Find")

    try await app.searchFields["Search"].typeText("mm")

    #expect(app.cells.count == 1)
    #expect(app.cells.element(boundBy: 0).staticTexts.allElements.map(\.label) == ["Gamma"])
  }

  @Test func overlayElementsFollowTheContent() {
    struct Screen: View {
      var body: some View {
        List([Item]()) { item in Text(item.name) }
          .overlay {
            Text("No items.").accessibilityIdentifier("emptyState")
          }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    #expect(application.currentTree.children.map(\.role) == [.list, .text])
    #expect(application.currentTree.children[1].identifier == "emptyState")
  }

  @Test func sectionsFlattenIntoRows() {
    struct Screen: View {
      var body: some View {
        List {
          Section("First") {
            Text("A")
            Text("B")
          }
          Section {
            Text("C")
          }
        }
        Section("Header") {
          Text("Body")
        }
      }
    }
    let (application, _) = launchSwiftUI(Screen())

    #expect(application.currentTree.children[0].value == "3 rows")
    #expect(application.currentTree.children.dropFirst().map(\.label) == ["Header", "Body"])
  }
}
