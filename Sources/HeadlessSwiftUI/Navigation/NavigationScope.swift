import HeadlessUI

/// What a navigation stack remembers between passes.
@MainActor
final class NavigationStackState {
  /// The path of a stack without a path binding.
  var path = NavigationPath()
  /// Screens pushed by `NavigationLink(destination:)` on a stack with a path binding, which
  /// cannot hold them; they are shown above the bound path.
  var overflow: [NavigationPath.Item] = []
  /// The destinations of `NavigationLink(destination:)` links, by the link's identity,
  /// refreshed whenever the link renders.
  var linkDestinations: [ViewID: AnyView] = [:]
}

/// The pushed screen of a `NavigationLink(destination:)`, which has a view instead of a value.
struct LinkDestination: Hashable {
  let link: ViewID
}

/// How a stack reads and changes its path: its own, or the one its binding points at.
@MainActor
struct NavigationPathAccess {
  let items: @MainActor () -> [NavigationPath.Item]
  /// Appends an item, or ignores it when the path cannot hold its type.
  let append: @MainActor (NavigationPath.Item) -> Void
  let truncate: @MainActor (Int) -> Void
}

/// One navigation stack during a render pass: where its links push and its destinations are found.
@MainActor
final class NavigationStackScope {
  let state: NavigationStackState
  private let path: NavigationPathAccess
  private let isBound: Bool
  /// The view whose content holds the stack: it renders again when the path changes. Weak, as
  /// the node keeps elements whose actions hold this scope.
  private weak var owner: ViewNode?
  private var destinations: [ObjectIdentifier: Destination] = [:]

  /// A registered destination: the closure the app gave, and how to call it with an item.
  private struct Destination {
    let closure: ClosureIdentity
    let make: @MainActor (NavigationPath.Item) -> AnyView?
  }

  init(state: NavigationStackState, path: NavigationPathAccess?, owner: ViewNode) {
    self.state = state
    self.owner = owner
    isBound = path != nil
    self.path =
      path
      ?? NavigationPathAccess(
        items: { state.path.items },
        append: { state.path.items.append($0) },
        truncate: { state.path.items.removeLast(state.path.items.count - $0) })
  }

  /// Every pushed screen's item, bottom first.
  var items: [NavigationPath.Item] { path.items() + (isBound ? state.overflow : []) }

  func push(_ item: NavigationPath.Item) {
    if isBound && item.value(as: LinkDestination.self) != nil {
      state.overflow.append(item)
    } else {
      path.append(item)
    }
    owner?.invalidateContent()
  }

  /// Pops screens until `count` are left pushed.
  func pop(to count: Int) {
    let bound = path.items().count
    if isBound {
      state.overflow.removeLast(max(0, min(state.overflow.count, bound + state.overflow.count - count)))
    }
    if count < bound {
      path.truncate(count)
    }
    owner?.invalidateContent()
  }

  /// Registers the screen for values of `type`; the first registration of a type wins.
  func register<Value: Hashable>(_ type: Value.Type, destination: @escaping @MainActor (Value) -> AnyView) {
    let key = ObjectIdentifier(type)
    guard destinations[key] == nil else { return }
    destinations[key] = Destination(closure: ClosureIdentity(destination)) { item in
      item.value(as: type).map(destination)
    }
  }

  /// The screen for a pushed item, if a destination for its type is registered.
  ///
  /// The destination is called again only when it is a new closure, for a new item, or when
  /// something it read changed; `memo` keeps its last screen, and `node` renders again on such a change.
  func destination(for item: NavigationPath.Item, memo: CallMemo<AnyView?>, in node: ViewNode) -> AnyView? {
    if let link = item.value(as: LinkDestination.self) {
      return state.linkDestinations[link.link]
    }
    guard let destination = destinations[item.valueType] else { return nil }
    return memo.value(of: destination.closure, for: item.value, in: node) { destination.make(item) }
  }
}

/// One screen of a navigation stack during a render pass: what its views put in the navigation bar.
///
/// Views change it through ``update(_:)``, which the pass records, so that a view whose
/// elements are reused in a later pass makes the same changes to that pass's screen.
@MainActor
@usableFromInline
final class NavigationScope {
  let stack: NavigationStackScope
  private unowned let pass: RenderPass
  var title: String?
  var hidesBackButton = false
  var leadingItems: [Element] = []
  var trailingItems: [Element] = []

  init(stack: NavigationStackScope, pass: RenderPass) {
    self.stack = stack
    self.pass = pass
  }

  /// Makes `change` to this screen, and records it.
  func update(_ change: @escaping @MainActor (NavigationScope) -> Void) {
    change(self)
    pass.record(.navigation(self, change))
  }
}

/// The window or a sheet during a render pass: the title a sheet shows, taken from its navigation stack.
@MainActor
final class PresentationScope {
  private unowned let pass: RenderPass
  /// Whether the title is shown: a sheet's label is; the window and an alert show none.
  let showsTitle: Bool
  var title: String?
  var hasNavigationStack = false

  init(pass: RenderPass, showsTitle: Bool = false) {
    self.pass = pass
    self.showsTitle = showsTitle
  }

  /// Makes `change` to this presentation, and records it.
  func update(_ change: @escaping @MainActor (PresentationScope) -> Void) {
    change(self)
    pass.record(.presentation(self, change))
  }
}
