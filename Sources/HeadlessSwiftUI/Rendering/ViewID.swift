/// Where a view sits in the tree: the key its state, tasks and presentations are kept under.
///
/// A view's identity is its structural position: the child indices from the root,
/// the types of the custom views on the way, and inside `ForEach` the data's `id`
/// instead of an index, so state follows the data when rows move.
///
/// The path is kept as a 128-bit hash of its components, folded in one at a time, not as
/// an array: every view renders its children at identities one component longer, and an
/// array would be copied to the heap for each of them, and hashed whole at each lookup.
/// Two different paths share an identity only if their components' hashes collide, with a
/// probability of about 2⁻⁶⁴ for a pair.
struct ViewID: Hashable, CustomStringConvertible {
  enum Component: Hashable {
    /// The n-th child of a container or builder block.
    case index(Int)
    /// A `ForEach` element, or a presented item, by its identifier.
    case id(AnyHashable)
    /// A custom view or modifier of this type; a different type is a different view.
    case type(TypeIdentity)
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
    /// The node of the navigation stack at this identity, which a view's body may also be rendered at.
    case stackNode
    /// The last call of a closure the built-in view at this identity makes, see ``CallMemo``.
    case call
  }

  private var first: UInt64 = 0
  private var second: UInt64 = 0

  static var root: ViewID { ViewID() }

  func appending(_ component: Component) -> ViewID {
    // One SipHash of the component, folded into each half of the parent's hash with its own
    // constants (wyhash's multiply-and-fold), so that a path costs one hash per component.
    let hash = UInt64(bitPattern: Int64(component.hashValue))
    var id = ViewID()
    id.first = ViewID.fold(first ^ 0xA076_1D64_78BD_642F, hash ^ 0xE703_7ED1_A0B4_28DB)
    id.second = ViewID.fold(second ^ 0x8EBC_6AF0_9C88_C6E3, hash ^ 0x5899_65CC_7537_4CC3)
    return id
  }

  private static func fold(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
    let product = lhs.multipliedFullWidth(by: rhs)
    return product.high ^ product.low
  }

  var description: String {
    String(first, radix: 16) + String(second, radix: 16)
  }
}
