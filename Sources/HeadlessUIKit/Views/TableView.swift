import HeadlessUI

/// Supplies a table view's rows.
@MainActor
public protocol TableViewDataSource: AnyObject {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Hears which row a person tapped.
@MainActor
public protocol TableViewDelegate: AnyObject {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// A scrolling list of rows with one section, like `UITableView`.
///
/// As in UIKit, the table asks its data source only for the rows it shows (the first
/// ``HeadlessUI/Element/visibleRowLimit``), and reuses cells between render passes.
///
/// ```swift
/// tableView.register(EventCell.self, forCellReuseIdentifier: "event")
/// tableView.dataSource = self
/// tableView.reloadData()
/// ```
@MainActor
open class TableView: View {
  public weak var dataSource: TableViewDataSource?
  public weak var delegate: TableViewDelegate?
  public var refreshControl: RefreshControl? {
    didSet {
      refreshControl?.attachmentHost = self
      setNeedsDisplay()
    }
  }
  /// Shown behind the rows, e.g. an empty-state message.
  public var backgroundView: View? {
    didSet {
      backgroundView?.attachmentHost = self
      setNeedsDisplay()
    }
  }

  private var registrations: [String: TableViewCell.Type] = [:]
  private var reusableCells: [String: [TableViewCell]] = [:]
  private var visibleCells: [TableViewCell] = []

  public override init() {}

  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass
  }

  /// A cell to configure for a row: a reused one if any, or a new one of the registered class.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else {
      preconditionFailure("No cell class registered for reuse identifier \(identifier)")
    }
    let cell = cellClass.init(reuseIdentifier: identifier)
    cell.attachmentHost = self
    return cell
  }

  /// Asks the data source again for every row.
  public func reloadData() {
    setNeedsDisplay()
  }

  public var numberOfRows: Int { dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0 }

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    recycleVisibleCells()
    let count = numberOfRows
    var children: [Element] = []
    if let refreshControl, refreshControl.isRefreshing {
      children.append(Element(.activityIndicator, label: "Refreshing"))
    }
    if let dataSource {
      for row in 0..<min(count, Element.visibleRowLimit) {
        let cell = dataSource.tableView(self, cellForRowAt: row)
        visibleCells.append(cell)
        children.append(rowElement(for: cell, at: row))
      }
    }
    children += backgroundView?.elements() ?? []
    var actions = Element.Actions()
    if let refreshControl {
      actions.refresh = { await refreshControl.pull() }
    }
    return [
      Element(
        .list, label: accessibilityLabel ?? "", identifier: accessibilityIdentifier ?? "", value: "\(count) rows",
        children: children, actions: actions)
    ]
  }

  private func rowElement(for cell: TableViewCell, at row: Int) -> Element {
    var actions = Element.Actions()
    if delegate != nil {
      actions.tap = { [weak self] in
        guard let self else { return }
        self.delegate?.tableView(self, didSelectRowAt: row)
      }
    }
    return Element(
      .row, label: cell.accessibilityLabel ?? "", identifier: cell.accessibilityIdentifier ?? "",
      children: cell.subviewElements(), actions: actions)
  }

  private func recycleVisibleCells() {
    for cell in visibleCells {
      reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
    visibleCells.removeAll(keepingCapacity: true)
  }
}
