import HeadlessUI

/// Several groups of toolbar items, as a ``ToolbarContentBuilder`` block with more than one statement builds them.
///
/// Generic over the tuple of its contents, as ``TupleView`` is and for the same reason.
public struct TupleToolbarContent<T>: ToolbarContent {
  let value: T
  /// The pack `value` was built from, which collects its elements.
  @usableFromInline let contents: any ToolbarContentPack.Type

  @usableFromInline init(value: T, contents: any ToolbarContentPack.Type) {
    self.value = value
    self.contents = contents
  }

  public var body: Never { fatalError("TupleToolbarContent is built in and has no body") }
}

/// One of two groups of toolbar items, as an `if`/`else` in a ``ToolbarContentBuilder`` builds it.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { fatalError("ConditionalToolbarContent is built in and has no body") }
}

/// Toolbar items that are there only while a condition holds, as an `if` in a ``ToolbarContentBuilder`` builds them.
public struct OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
  let content: Content?

  public var body: Never { fatalError("OptionalToolbarContent is built in and has no body") }
}

/// Builds toolbar content from a closure's statements, like SwiftUI's `ToolbarContentBuilder`.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
  /// One statement builds that content itself.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Several statements build their items in order.
  @inlinable
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  )
    -> TupleToolbarContent<(repeat each Content)>
  {
    TupleToolbarContent(value: (repeat each content), contents: ToolbarContentPackOf<repeat each Content>.self)
  }

  /// Each statement must be toolbar content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// An `if` without `else` builds items that are there only while the condition holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
    OptionalToolbarContent(content: content)
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first content: TrueContent
  ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(storage: .trueContent(content))
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second content: FalseContent
  ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(storage: .falseContent(content))
  }
}

extension TupleToolbarContent: PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext) {
    withUnsafePointer(to: value) { contents.collect(tupleAt: UnsafeRawPointer($0), into: screen, in: context) }
  }
}

/// The toolbar contents of a ``TupleToolbarContent``, read from the tuple's memory by their types.
@usableFromInline
@MainActor
protocol ToolbarContentPack {
  static func collect(tupleAt tuple: UnsafeRawPointer, into screen: NavigationScope, in context: RenderContext)
}

/// The ``ToolbarContentPack`` of a tuple of `Content`.
@usableFromInline
struct ToolbarContentPackOf<each Content: ToolbarContent>: ToolbarContentPack {
  @usableFromInline static func collect(
    tupleAt tuple: UnsafeRawPointer, into screen: NavigationScope, in context: RenderContext
  ) {
    var offset = 0
    var index = 0
    for type in repeat (each Content).self {
      collectToolbar(
        TupleLayout.element(type, after: &offset, in: tuple), into: screen, in: context.child(.index(index)))
      index += 1
    }
  }
}

extension ConditionalToolbarContent: PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext) {
    switch storage {
    case .trueContent(let content): collectToolbar(content, into: screen, in: context.child(.index(0)))
    case .falseContent(let content): collectToolbar(content, into: screen, in: context.child(.index(1)))
    }
  }
}

extension OptionalToolbarContent: PrimitiveToolbarContent {
  func collect(into screen: NavigationScope, in context: RenderContext) {
    if let content {
      collectToolbar(content, into: screen, in: context.child(.index(0)))
    }
  }
}
