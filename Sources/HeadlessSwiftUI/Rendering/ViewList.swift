import HeadlessUI

/// The views a container's content is made of, flattened, as `List`, `Picker` and `TabView` see it.
///
/// `List { Text("A"); ForEach(items) { … } }` is one view list of 1 + `items.count`
/// views. Items are made on demand, so a `List` over ten thousand elements builds
/// only the rows it shows.
@MainActor
@usableFromInline
struct ViewList {
  let count: Int
  private let item: @MainActor (Int) -> ViewListItem
  /// The identity of an item, found without making its view where the list can (a `ForEach`'s element's id).
  private let identity: (@MainActor (Int) -> ViewID)?

  /// A list of `count` items that `item` makes; `identity`, if given, finds an item's identity
  /// without making it, as it must be `item(index).id`.
  init(
    count: Int, identity: (@MainActor (Int) -> ViewID)? = nil, item: @escaping @MainActor (Int) -> ViewListItem
  ) {
    self.count = count
    self.item = item
    self.identity = identity
  }

  static let empty = ViewList(count: 0) { _ in preconditionFailure("An empty view list has no items") }

  /// One view that is not a list of views.
  static func single(_ view: any View, id: ViewID) -> ViewList {
    ViewList(count: 1) { _ in ViewListItem(id: id, view: view) }
  }

  /// The lists one after another.
  init(concatenating lists: [ViewList]) {
    let lists = lists.filter { $0.count > 0 }
    if lists.count == 1 {
      self = lists[0]
      return
    }
    func locate(_ index: Int) -> (list: ViewList, index: Int) {
      var index = index
      for list in lists {
        if index < list.count {
          return (list, index)
        }
        index -= list.count
      }
      preconditionFailure("View list index out of range")
    }
    self.init(
      count: lists.reduce(0) { $0 + $1.count },
      identity: { index in
        let (list, index) = locate(index)
        return list.id(at: index)
      },
      item: { index in
        let (list, index) = locate(index)
        return list[index]
      })
  }

  subscript(index: Int) -> ViewListItem { item(index) }

  /// The identity of the item at `index`, made without its view where the list knows how.
  func id(at index: Int) -> ViewID {
    identity?(index) ?? item(index).id
  }

  /// The view list of any view: containers of several views list them, a custom view lists
  /// what its body lists, and any other view is a list of itself.
  static func of<V: View>(_ view: V, in context: RenderContext) -> ViewList {
    if let source = Conformances.viewListSource(V.self) {
      return source.makeViewList(of: view, in: context)
    }
    if V.Body.self == Never.self {
      return .single(view, id: context.id)
    }
    // A container lists what the body lists, so the body is evaluated whenever the container
    // renders: as part of the content of the node the container is in, not as a node.
    let bodyContext = context.passingThrough(.type(TypeIdentity.of(V.self)))
    DynamicPropertyLinker.link(view, in: bodyContext)
    context.graph.countBodyEvaluation()
    return ViewList.of(context.node.trackingContent { view.body }, in: bodyContext)
  }
}

/// One view of a ``ViewList``, with the identity it is rendered at.
@MainActor
struct ViewListItem {
  let id: ViewID
  let view: any View
  /// The tag a `ForEach` gives each of its views: the element's id.
  var implicitTag: TagValue?

  func render(in context: RenderContext) -> [Element] {
    func open<V: View>(_ view: V) -> [Element] {
      renderView(view, in: context.at(id))
    }
    return open(view)
  }

  /// The traits (`tag`, `tabItem`) applied to the view.
  var traits: ViewTraits {
    var traits = ViewTraits.carried(by: view)
    if traits.tag == nil {
      traits.tag = implicitTag
    }
    return traits
  }
}

/// A view made of several views that a container lists one by one.
@MainActor
protocol ViewListSource {
  /// The views, with identities under `context.id`, exactly as `render(in:)` would give them.
  func makeViewList(in context: RenderContext) -> ViewList
}

extension ViewListSource {
  /// The view list of `view`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  static func makeViewList<V>(of view: V, in context: RenderContext) -> ViewList {
    reinterpret(view, as: Self.self).makeViewList(in: context)
  }
}
