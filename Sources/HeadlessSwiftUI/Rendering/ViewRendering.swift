import HeadlessUI

/// A view built into this module, which renders itself instead of having a body.
@MainActor
protocol PrimitiveView {
  func render(in context: RenderContext) -> [Element]
}

extension PrimitiveView {
  /// Renders `view`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  static func render<V>(_ view: V, in context: RenderContext) -> [Element] {
    reinterpret(view, as: Self.self).render(in: context)
  }
}

/// Renders any view: a built-in one renders itself, a custom one renders its body through its node.
///
/// A custom view's identity is its position plus its type; its ``BodyNode`` decides whether
/// its body is evaluated, its kept body rendered again, or its elements reused.
@MainActor
func renderView<V: View>(_ view: V, in context: RenderContext) -> [Element] {
  if V.Body.self == Never.self {
    guard let primitive = Conformances.primitiveView(V.self) else {
      preconditionFailure("\(V.self) has no body, and HeadlessSwiftUI cannot render it")
    }
    return primitive.render(view, in: context)
  }
  let bodyContext = context.passingThrough(.type(TypeIdentity.of(V.self)))
  return context.graph.node(bodyContext.id, for: V.self).render(view, in: bodyContext)
}
