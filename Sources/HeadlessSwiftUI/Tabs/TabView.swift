import HeadlessUI

/// Screens side by side, one shown at a time, picked from a tab bar, like SwiftUI's `TabView`.
///
/// Renders the selected tab's elements followed by a `.tabBar` element with a `.tab`
/// per view of the content (label: the first text of its `.tabItem`, identifier
/// `tab.<title>`, value: the text of its `.badge`, if any). Tabs shown before keep their state while another is selected, but
/// are not on screen: their tasks are cancelled and they present nothing. As in SwiftUI, a
/// hidden tab is not evaluated again unless something it read changes.
///
/// ```swift
/// TabView {
///   TasksScreen().tabItem { Label("Tasks", systemImage: "list.bullet") }
///   AccountScreen().tabItem { Label("Account", systemImage: "person") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// A tab view whose selected tab is the one tagged with the selection's value.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection, starting with the first tab.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// What a tab view remembers between passes.
@MainActor
final class TabViewState {
  /// The selected tab of a tab view without a selection binding.
  var selectedIndex = 0
  /// The tabs shown so far, whose state is kept.
  var visited: Set<ViewID> = []
}

extension TabView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let state = context.graph.persistent(context.id) { TabViewState() }
    let list = ViewList.of(content, in: context.child(.index(0)))
    let tabs = (0..<list.count).map { list[$0] }
    guard !tabs.isEmpty else { return [Element(.tabBar)] }

    let tags = tabs.map { $0.traits.tag?.value(as: SelectionValue.self) }
    let selected: Int
    if let selection {
      selected = tags.firstIndex { $0 == selection.wrappedValue } ?? 0
    } else {
      selected = min(state.selectedIndex, tabs.count - 1)
    }
    state.visited.formIntersection(tabs.map(\.id))
    state.visited.insert(tabs[selected].id)

    var tabContext = context
    tabContext.isRowRoot = false
    let elements = tabs[selected].render(in: tabContext)
    var hiddenContext = tabContext
    hiddenContext.isVisible = false
    for (index, tab) in tabs.enumerated() where index != selected && state.visited.contains(tab.id) {
      _ = tab.render(in: hiddenContext)
    }

    let owner = context.node
    let selection = self.selection
    let bar = tabs.enumerated().map { index, tab in
      let title = title(of: tab, in: hiddenContext)
      return Element(
        .tab, label: title, identifier: "tab.\(title)", value: tab.traits.badge, isSelected: index == selected,
        actions: .init(tap: { [weak owner] in
          if let selection {
            if let tag = tags[index] {
              selection.wrappedValue = tag
            }
          } else {
            state.selectedIndex = index
            owner?.invalidateContent()
          }
        }))
    }
    return elements + [Element(.tabBar, children: bar)]
  }

  /// The first text of a tab's `tabItem`.
  private func title(of tab: ViewListItem, in context: RenderContext) -> String {
    guard let tabItem = tab.traits.tabItem else { return "" }
    return Element.firstText(in: renderView(tabItem, in: context.at(tab.id.appending(.slot(.tabItem))))) ?? ""
  }
}
