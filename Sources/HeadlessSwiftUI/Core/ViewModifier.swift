import HeadlessUI

/// A reusable change to a view, applied with ``View/modifier(_:)``, like SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Bordered: ViewModifier {
///   func body(content: Content) -> some View {
///     VStack { content }.accessibilityIdentifier("bordered")
///   }
/// }
/// ```
@MainActor
public protocol ViewModifier {
  /// The view the modifier makes of its content.
  associatedtype Body: View

  /// The view being modified, as the modifier's body receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// Makes the modified view; `content` stands for the view the modifier is applied to.
  @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its ``ViewModifier/body(content:)`` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let renderContent: @MainActor (RenderContext) -> [Element]

  public var body: Never { bodyError() }
}

extension _ViewModifier_Content: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    renderContent(context)
  }
}

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// A view with `modifier` applied to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public typealias Body = Never
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { bodyError() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func render(in context: RenderContext) -> [Element] {
    // The content sits at child 0 and the modifier's own state (a task, a sheet) at child 1,
    // so adding a modifier elsewhere never disturbs either.
    let contentID = context.id.appending(.index(0))
    let content = self.content
    let modifierContext = context.passingThrough(.index(1))
    if let primitive = Conformances.primitiveModifier(Modifier.self) {
      // Not escaping, so that its context stays on the stack.
      return primitive.render(
        modifier,
        content: { context in
          var context = context
          context.id = contentID
          return renderView(content, in: context)
        }, in: modifierContext)
    }
    let renderContent: @MainActor (RenderContext) -> [Element] = { context in
      var context = context
      context.id = contentID
      return renderView(content, in: context)
    }
    let bodyContext = modifierContext.passingThrough(.type(TypeIdentity.of(Modifier.self)))
    DynamicPropertyLinker.link(modifier, in: bodyContext)
    context.graph.countBodyEvaluation()
    let body = context.node.trackingContent {
      modifier.body(content: _ViewModifier_Content(renderContent: renderContent))
    }
    return renderView(body, in: bodyContext)
  }
}

extension ModifiedContent: TraitCarrier where Content: View, Modifier: ViewModifier {
  var traits: ViewTraits {
    var traits = ViewTraits.carried(by: content)
    Conformances.traitModifier(Modifier.self)?.apply(modifier, to: &traits)
    return traits
  }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier built into this module, which renders its content itself instead of having a body.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Renders the modified view; `content` renders the view the modifier is applied to.
  ///
  /// `context.id` is the modifier's own identity, under which it keeps what it must remember.
  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element]
}

extension PrimitiveModifier {
  /// Renders with `modifier`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  static func render<M>(
    _ modifier: M, content: @MainActor (RenderContext) -> [Element], in context: RenderContext
  ) -> [Element] {
    reinterpret(modifier, as: Self.self).render(content: content, in: context)
  }
}

extension PrimitiveModifier {
  func body(content: Content) -> Never {
    fatalError("\(Self.self) is a built-in modifier and has no body")
  }
}
