import HeadlessUI

/// Several views side by side, as a ``ViewBuilder`` block with more than one statement builds them.
///
/// Renders no element of its own: its children's elements follow one another.
public struct TupleView<each Content: View>: View {
  /// The views, in order.
  public var value: (repeat each Content)

  /// The views side by side.
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  public var body: Never { bodyError() }
}

extension TupleView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    var elements: [Element] = []
    var index = 0
    for child in repeat each value {
      elements += renderView(child, in: context.child(.index(index)))
      index += 1
    }
    return elements
  }
}

extension TupleView: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    var lists: [ViewList] = []
    var index = 0
    for child in repeat each value {
      lists.append(ViewList.of(child, in: context.child(.index(index))))
      index += 1
    }
    return ViewList(concatenating: lists)
  }
}
