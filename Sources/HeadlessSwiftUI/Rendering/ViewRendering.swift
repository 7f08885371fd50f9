import HeadlessUI

/// A view built into this module, which renders itself instead of having a body.
@MainActor
protocol PrimitiveView {
  func render(in context: RenderContext) -> [Element]
}

/// Renders any view: a built-in one renders itself, a custom one renders its body.
///
/// A custom view's identity is its position plus its type; its `@State` and
/// `@Environment` properties are linked to their storage before `body` is read.
@MainActor
func renderView<V: View>(_ view: V, in context: RenderContext) -> [Element] {
  if V.Body.self == Never.self {
    guard let primitive = view as? any PrimitiveView else {
      preconditionFailure("\(V.self) has no body, and HeadlessSwiftUI cannot render it")
    }
    return primitive.render(in: context)
  }
  let bodyContext = context.passingThrough(.type(ObjectIdentifier(V.self)))
  DynamicPropertyLinker.link(view, in: bodyContext)
  return renderView(view.body, in: bodyContext)
}
