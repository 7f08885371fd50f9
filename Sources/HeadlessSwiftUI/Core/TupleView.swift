import HeadlessUI

/// Several views side by side, as a ``ViewBuilder`` block with more than one statement builds them.
///
/// Renders no element of its own: its children's elements follow one another. Like SwiftUI's, it
/// is generic over the tuple of its views, `TupleView<(Text, Button<Text>)>`, not over a pack.
/// A view whose stored property is `(repeat each Content)` asks the runtime for that tuple's
/// metadata each time it is copied or destroyed: a lookup in a table probed by address, whose
/// cost moved with the layout of the binary, so the instruction count of the same dispatch
/// differed between two builds of unchanged code.
///
/// ```swift
/// VStack {
///   Text("Sign in")
///   Button("Log in") { model.logIn() }
/// }  // VStack<TupleView<(Text, Button<Text>)>>
/// ```
public struct TupleView<T>: View {
  /// The views, in order.
  public var value: T
  /// The pack `value` was built from, which renders its elements.
  @usableFromInline let elements: any ViewPack.Type

  @usableFromInline init(value: T, elements: any ViewPack.Type) {
    self.value = value
    self.elements = elements
  }

  public var body: Never { bodyError() }
}

extension TupleView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    withUnsafePointer(to: value) { elements.render(tupleAt: UnsafeRawPointer($0), in: context) }
  }
}

extension TupleView: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    withUnsafePointer(to: value) { elements.makeViewList(tupleAt: UnsafeRawPointer($0), in: context) }
  }
}

/// The views of a ``TupleView``, read from the tuple's memory by their types.
@usableFromInline
@MainActor
protocol ViewPack {
  static func render(tupleAt tuple: UnsafeRawPointer, in context: RenderContext) -> [Element]
  static func makeViewList(tupleAt tuple: UnsafeRawPointer, in context: RenderContext) -> ViewList
}

/// The ``ViewPack`` of a tuple of `Content`.
@usableFromInline
struct ViewPackOf<each Content: View>: ViewPack {
  @usableFromInline static func render(tupleAt tuple: UnsafeRawPointer, in context: RenderContext) -> [Element] {
    var elements: [Element] = []
    var offset = 0
    var index = 0
    for type in repeat (each Content).self {
      elements += renderView(TupleLayout.element(type, after: &offset, in: tuple), in: context.child(.index(index)))
      index += 1
    }
    return elements
  }

  @usableFromInline static func makeViewList(tupleAt tuple: UnsafeRawPointer, in context: RenderContext) -> ViewList {
    var lists: [ViewList] = []
    var offset = 0
    var index = 0
    for type in repeat (each Content).self {
      lists.append(ViewList.of(TupleLayout.element(type, after: &offset, in: tuple), in: context.child(.index(index))))
      index += 1
    }
    return ViewList(concatenating: lists)
  }
}
