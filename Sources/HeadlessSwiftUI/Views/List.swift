import HeadlessUI

/// A scrolling list of rows; renders as one `.list` element with a `.row` per view in it, like SwiftUI's `List`.
///
/// Each top-level view of the content is a row: a `ForEach` gives a row per element.
/// A row whose content renders as one `.group` (a stack with an accessibility
/// identifier) takes that group's identifier, label and children. A `NavigationLink`
/// or `Button` at the root of a row becomes the row's tap. As a table view is lazy,
/// only the first `Element.visibleRowLimit` rows are made; the list's value counts all.
/// The identities of all rows are found on each update, as SwiftUI gathers them to diff the
/// rows (``RowIdentities``).
///
/// ```swift
/// List(events) { event in
///   NavigationLink(value: event) { EventRow(event: event) }
///     .accessibilityIdentifier("event.\(event.id)")
/// }
/// .refreshable { await model.reload() }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  public var body: Never { bodyError() }
}

extension List where SelectionValue == Never {
  /// A list whose rows are the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row for each `Identifiable` element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element, identified by the property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

/// What a list remembers between passes: whether a pull to refresh is under way, and its rows' identities.
@MainActor
final class ListState {
  var isRefreshing = false
  var identities = RowIdentities()
}

extension List: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let rows = ViewList.of(content, in: context.child(.index(0)))
    let state = context.graph.persistent(context.id) { ListState() }

    var children: [Element] = []
    if state.isRefreshing {
      children.append(Element(.activityIndicator, label: "Refreshing"))
    }
    // Every row's identity, shown or not, compared with the last update's; only shown rows are made.
    state.identities.update(to: (0..<rows.count).map(rows.id(at:)))
    var rowContext = context
    rowContext.isRowRoot = true
    for index in 0..<min(rows.count, Element.visibleRowLimit) {
      let item = rows[index]
      children.append(Self.row(of: item.render(in: rowContext)))
    }

    var actions = Element.Actions()
    if let refresh = context.environment.refresh {
      let owner = context.node
      // Weakly: the node keeps these elements, and a strong capture would keep the node forever.
      actions.refresh = { [weak owner] in
        state.isRefreshing = true
        owner?.invalidateContent()
        await refresh()
        state.isRefreshing = false
        owner?.invalidateContent()
      }
    }
    return [Element(.list, value: "\(rows.count) rows", children: children, actions: actions)]
  }

  /// A row of the rendered content: a single group is the row itself, anything else its children.
  private static func row(of elements: [Element]) -> Element {
    guard elements.count == 1, elements[0].role == .group else {
      return Element(.row, children: elements)
    }
    let group = elements[0]
    return Element(
      .row, label: group.label, identifier: group.identifier, isEnabled: group.isEnabled, children: group.children,
      actions: group.actions)
  }
}
