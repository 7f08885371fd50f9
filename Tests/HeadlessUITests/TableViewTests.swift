import HeadlessUI
import HeadlessUIKit
import Testing
import UITestDriver

/// A table of numbered rows that counts the cells it creates.
@MainActor
final class NumbersViewController: ViewController, TableViewDataSource, TableViewDelegate {
  final class NumberCell: TableViewCell {}

  let tableView = TableView()
  let refreshControl = RefreshControl()
  var numbers: [Int]
  private(set) var selected: [Int] = []
  private(set) var refreshes = 0

  init(count: Int) {
    numbers = Array(0..<count)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "numbers"
    tableView.register(NumberCell.self, forCellReuseIdentifier: "number")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.refreshControl = refreshControl
    refreshControl.addAction(Action { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
    view.addSubview(tableView)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { numbers.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "number")
    cell.textLabel.text = "Row \(numbers[row])"
    cell.accessibilityIdentifier = "row.\(numbers[row])"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    selected.append(numbers[row])
  }
}

@MainActor
@Suite("TableView")
struct TableViewTests {
  @Test func rendersOnlyTheVisibleRowsButCountsAll() throws {
    let screen = NumbersViewController(count: 10_000)
    let (application, _, _) = host(screen)

    let list = try #require(application.currentTree.descendants.first { $0.role == .list })

    #expect(list.value == "10000 rows")
    #expect(list.children.count == Element.visibleRowLimit)
    #expect(list.children.first?.identifier == "row.0")
  }

  @Test func reusesCellsAcrossReloads() async throws {
    final class CountingCell: TableViewCell {
      nonisolated(unsafe) static var instances = 0
      required init(reuseIdentifier: String?) {
        Self.instances += 1
        super.init(reuseIdentifier: reuseIdentifier)
      }
    }
    CountingCell.instances = 0
    let screen = NumbersViewController(count: 100)
    screen.loadViewIfNeeded()
    screen.tableView.register(CountingCell.self, forCellReuseIdentifier: "number")
    let (_, _, app) = host(screen)
    try await app.waitForIdle()

    for _ in 0..<4 {
      screen.numbers.reverse()
      screen.tableView.reloadData()
      try await app.waitForIdle()
    }

    #expect(CountingCell.instances == Element.visibleRowLimit)
    #expect(app.cells.firstMatch.identifier == "row.0")
  }

  @Test func tappingARowSelectsIt() async throws {
    let screen = NumbersViewController(count: 5)
    let (_, _, app) = host(screen)

    try await app.cells["row.3"].tap()

    #expect(screen.selected == [3])
  }

  @Test func pullToRefreshWaitsUntilTheOwnerEndsIt() async throws {
    let screen = NumbersViewController(count: 3)
    screen.loadViewIfNeeded()
    screen.refreshControl.addAction(
      Action { _ in
        Task { @MainActor in
          await Task.yield()
          screen.numbers.append(3)
          screen.tableView.reloadData()
          screen.refreshControl.endRefreshing()
        }
      }, for: .valueChanged)
    let (application, _, app) = host(screen)

    try await app.tables["numbers"].pullToRefresh()

    #expect(screen.refreshes == 1)
    #expect(!screen.refreshControl.isRefreshing)
    #expect(app.cells.count == 4)
    #expect(application.runningTaskCount == 0)
  }

  @Test func showsTheBackgroundViewBelowTheRows() async throws {
    let screen = NumbersViewController(count: 0)
    let (_, _, app) = host(screen)
    let empty = Label(text: "Nothing here")
    empty.accessibilityIdentifier = "empty"

    screen.tableView.backgroundView = empty
    try await app.waitForIdle()

    #expect(app.tables["numbers"].staticTexts["empty"].label == "Nothing here")
    #expect(app.tables["numbers"].value == "0 rows")
  }
}
