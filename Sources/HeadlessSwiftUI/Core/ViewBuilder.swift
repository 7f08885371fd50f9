/// Builds a view from a closure's statements, like SwiftUI's `ViewBuilder`.
///
/// Several statements become a ``TupleView``, `if` an optional view, and
/// `if`/`else` or `switch` a `_ConditionalContent`.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// An empty closure builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// One statement builds that view itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Several statements build a ``TupleView`` of them, in order.
  ///
  /// Inlinable, as SwiftUI's is, so that a body names its concrete `TupleView` type and the
  /// runtime builds that type's metadata once, not at each evaluation of the body.
  @inlinable
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView(value: (repeat each content), elements: ViewPackOf<repeat each Content>.self)
  }

  /// Each statement must be a view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An `if` without `else` builds a view that is there only while the condition holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(content))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(content))
  }

  /// An `if #available` branch, erased because its type may not exist everywhere.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
