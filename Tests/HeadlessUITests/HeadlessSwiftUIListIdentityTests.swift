import HeadlessUI
import Observation
import Testing
import UITestDriver

@testable import HeadlessSwiftUI

/// What a `List` does with its rows' identities: as SwiftUI does, it gathers the identifier of
/// every element on each update of its content, to diff them with the last update's, and makes
/// the views of the shown rows only.
@MainActor
@Suite("HeadlessSwiftUI list identities")
struct HeadlessSwiftUIListIdentityTests {
  /// Counts reads of the elements' ids.
  final class IDReads {
    var count = 0
  }

  struct Counted: Identifiable {
    let number: Int
    let reads: IDReads

    var id: Int {
      reads.count += 1
      return number
    }
  }

  @Observable
  final class Store {
    var title = "Events"
    var items: [Counted]

    init(items: [Counted]) {
      self.items = items
    }
  }

  struct CountedRow: View {
    let item: Counted
    let probe: SwiftUIProbe

    var body: some View {
      let _ = probe.record("row body")
      Text("Row \(item.number)")
    }
  }

  struct Screen: View {
    let store: Store
    let probe: SwiftUIProbe

    var body: some View {
      Text(store.title)
      List(store.items) { item in
        CountedRow(item: item, probe: probe)
      }
    }
  }

  @Test func everyUpdateReadsTheIdOfEveryElementAndBuildsOnlyTheShownRows() {
    let reads = IDReads()
    let store = Store(items: (0..<1_000).map { Counted(number: $0, reads: reads) })
    let probe = SwiftUIProbe()
    let (application, _) = launchSwiftUI(Screen(store: store, probe: probe))

    #expect(application.currentTree.children[1].value == "1000 rows")
    #expect(reads.count >= 1_000)
    #expect(probe.count("row body") == Element.visibleRowLimit)

    // The elements are the same: every id is read again, and no row is made again.
    reads.count = 0
    probe.reset()
    store.title = "Today"
    #expect(application.currentTree.children[0].label == "Today")
    #expect(reads.count >= 1_000)
    #expect(probe.count("row body") == 0)

    // One element fewer at the top: every id is read, one row comes into view.
    reads.count = 0
    store.items.removeFirst()
    #expect(application.currentTree.children[1].value == "999 rows")
    #expect(reads.count >= 999)
    #expect(probe.count("row body") == 1)
  }

  @Test func aListThatIsNotRenderedAgainReadsNoId() async throws {
    struct Tabs: View {
      let store: Store
      let probe: SwiftUIProbe
      @State private var taps = 0

      var body: some View {
        Button("Tap \(taps)") { taps += 1 }
        Screen(store: store, probe: probe)
      }
    }
    let reads = IDReads()
    let store = Store(items: (0..<100).map { Counted(number: $0, reads: reads) })
    let (application, app) = launchSwiftUI(Tabs(store: store, probe: SwiftUIProbe()))
    _ = application.currentTree
    reads.count = 0

    try await app.buttons["Tap 0"].tap()

    #expect(app.buttons["Tap 1"].exists)
    #expect(reads.count == 0)
  }

  // MARK: The diff

  private func ids(_ numbers: [Int]) -> [ViewID] {
    numbers.map { ViewID.root.appending(.id(AnyHashable($0))) }
  }

  @Test func theDiffFindsTheRowsInsertedAndRemoved() {
    var identities = RowIdentities()
    #expect(identities.update(to: ids([1, 2, 3])) == .init(inserted: 3, removed: 0))
    #expect(identities.update(to: ids([1, 2, 3])) == .init(inserted: 0, removed: 0))
    #expect(identities.update(to: ids([3, 1, 2])) == .init(inserted: 0, removed: 0))
    #expect(identities.update(to: ids([3, 2, 4, 5])) == .init(inserted: 2, removed: 1))
    #expect(identities.update(to: []) == .init(inserted: 0, removed: 4))
    #expect(identities.ids.isEmpty)
  }
}
