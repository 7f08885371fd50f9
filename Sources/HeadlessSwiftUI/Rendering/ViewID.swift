/// Where a view sits in the tree: the key its state, tasks and presentations are kept under.
///
/// A view's identity is its structural position: the child indices from the root,
/// the types of the custom views on the way, and inside `ForEach` the data's `id`
/// instead of an index, so state follows the data when rows move.
struct ViewID: Hashable, CustomStringConvertible {
  enum Component: Hashable {
    /// The n-th child of a container or builder block.
    case index(Int)
    /// A `ForEach` element, or a presented item, by its identifier.
    case id(AnyHashable)
    /// A custom view or modifier of this type; a different type is a different view.
    case type(ObjectIdentifier)
    /// A part a built-in view keeps apart from its children.
    case slot(Slot)
  }

  /// The parts of a built-in view that are not its children.
  enum Slot: Hashable {
    /// The n-th `@State` or `@Environment` property of a custom view.
    case property(Int)
    case label, tabItem, toolbar, presentation, message, header, footer, overlay, search
    /// The n-th screen of a navigation stack: 0 is the root.
    case screen(Int)
    /// The graph node of the view with a body at this identity.
    case node
  }

  private(set) var components: [Component] = []

  static var root: ViewID { ViewID() }

  func appending(_ component: Component) -> ViewID {
    var id = self
    id.components.append(component)
    return id
  }

  var description: String {
    components.map { component in
      switch component {
      case .index(let index): "\(index)"
      case .id(let id): "#\(id)"
      case .type(let type): "\(type)"
      case .slot(let slot): "\(slot)"
      }
    }.joined(separator: "/")
  }
}
