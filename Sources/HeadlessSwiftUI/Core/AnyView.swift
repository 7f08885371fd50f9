import HeadlessUI

/// A type-erased view, like SwiftUI's `AnyView`.
///
/// Changing the type of the wrapped view gives it a new identity, so its state starts afresh.
public struct AnyView: View {
  let view: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  /// Erases the type of `view`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  public var body: Never { bodyError() }

  /// The context the wrapped view is rendered in: its type is part of its identity.
  fileprivate func wrappedContext<V: View>(_ view: V, _ context: RenderContext) -> RenderContext {
    context.passingThrough(.type(TypeIdentity.of(V.self)))
  }
}

extension AnyView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    func open<V: View>(_ view: V) -> [Element] {
      renderView(view, in: wrappedContext(view, context))
    }
    return open(view)
  }
}

extension AnyView: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    func open<V: View>(_ view: V) -> ViewList {
      ViewList.of(view, in: wrappedContext(view, context))
    }
    return open(view)
  }
}
