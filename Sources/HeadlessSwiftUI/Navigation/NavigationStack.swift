import HeadlessUI

/// A stack of screens with a navigation bar, like SwiftUI's `NavigationStack`.
///
/// Renders one `.navigationStack` element: a `.navigationBar` (a "Back" button `#back`
/// while a screen is pushed, the leading toolbar items, the top screen's title as a text
/// `#navigationTitle`, the other toolbar items), then the top screen's elements. The
/// screens below the top stay in the tree, so that their destinations, presentations and
/// tasks stay alive, but their elements are not shown; as in SwiftUI, a covered screen
/// whose inputs did not change is not evaluated again (its node reuses what it rendered).
/// As on iOS, where a navigation controller hosts the stack, a push, a pop or a change on a
/// screen renders the stack alone, not the views around it (``NavigationStackNode``).
///
/// ```swift
/// NavigationStack(path: $model.path) {
///   EventList()
///     .navigationDestination(for: Int.self) { id in EventDetail(id: id) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let makePath: (@MainActor () -> NavigationPathAccess)?

  public var body: Never { bodyError() }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path; `NavigationLink`s push onto it.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    makePath = nil
  }

  /// A stack whose path is a ``NavigationPath`` the app owns.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    makePath = {
      NavigationPathAccess(
        items: { path.wrappedValue.items },
        append: { path.wrappedValue.items.append($0) },
        truncate: { path.wrappedValue.removeLast(path.wrappedValue.count - $0) })
    }
  }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
  /// A stack whose path is an array of values the app owns; links push values of its element type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    makePath = {
      NavigationPathAccess(
        items: { path.wrappedValue.map { NavigationPath.Item($0) } },
        append: { item in
          guard let value = item.value(as: Data.Element.self) else { return }
          path.wrappedValue.append(value)
        },
        truncate: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) })
    }
  }
}

extension NavigationStack: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    // The stack is hosted apart, as a navigation controller: a push, a pop or a change on a
    // screen renders the stack alone (NavigationStackNode).
    let node = context.graph.navigationStackNode(context.id)
    return [node.render(in: context) { stackContext in renderStack(in: stackContext) }]
  }

  /// The stack's element; `context.node` is the stack's own node, which renders again when the path changes.
  private func renderStack(in context: RenderContext) -> NavigationStackNode.Output {
    let state = context.graph.persistent(context.id) { NavigationStackState() }
    let stack = NavigationStackScope(state: state, path: makePath?(), owner: context.node)
    let items = stack.items
    let links = Set(items.compactMap { $0.value(as: LinkDestination.self)?.link })
    state.linkDestinations = state.linkDestinations.filter { links.contains($0.key) }

    var top: (elements: [Element], screen: NavigationScope)?
    for depth in 0...items.count {
      let screen = NavigationScope(stack: stack, pass: context.pass)
      var screenContext = context.child(.slot(.screen(depth)))
      screenContext.navigation = screen
      if depth == 0 {
        top = (renderView(root, in: screenContext), screen)
      } else {
        let item = items[depth - 1]
        screenContext.id = screenContext.id.appending(.id(item.value))
        screenContext.environment.dismiss = DismissAction(
          origin: .init(stack: ObjectIdentifier(state), depth: depth - 1)
        ) {
          stack.pop(to: depth - 1)
        }
        let memo = context.graph.persistent(screenContext.id.appending(.slot(.call))) { CallMemo<AnyView?>() }
        let destination = stack.destination(for: item, memo: memo, in: context.node)
        top = (destination.map { renderView($0, in: screenContext) } ?? [], screen)
      }
    }
    guard let (topElements, topScreen) = top else { preconditionFailure("A stack has at least its root screen") }

    let title = topScreen.title
    if context.isVisible {
      context.presentation.update { presentation in
        guard !presentation.hasNavigationStack else { return }
        presentation.hasNavigationStack = true
        presentation.title = title
      }
    }
    let bar = Element(.navigationBar, children: barItems(for: topScreen, depth: items.count, in: context))
    return NavigationStackNode.Output(
      element: Element(.navigationStack, children: [bar] + topElements),
      presentationTitle: context.isVisible ? title : nil)
  }

  private func barItems(for screen: NavigationScope, depth: Int, in context: RenderContext) -> [Element] {
    var items: [Element] = []
    if depth > 0 && !screen.hidesBackButton {
      let stack = screen.stack
      let isEnabled = context.environment.isEnabled
      items.append(
        Element(
          .button, label: "Back", identifier: "back", isEnabled: isEnabled,
          actions: .init(tap: {
            guard isEnabled else { return }
            stack.pop(to: depth - 1)
          })))
    }
    items += screen.leadingItems
    if let title = screen.title {
      items.append(Element(.text, label: title, identifier: "navigationTitle", value: title))
    }
    items += screen.trailingItems
    return items
  }
}
