/// The storage of one `@State` property, kept by the host for as long as its view exists.
@MainActor
final class StateBox<Value> {
  var value: Value {
    didSet { graph?.invalidate() }
  }
  private weak var graph: ViewGraph?

  init(value: Value, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }
}

/// Where a `State` value finds its box; the linker points it at the box of the view's identity.
@MainActor
final class StateLocation<Value> {
  var box: StateBox<Value>?
  /// The value before the view is first rendered, and for a view that never is.
  var unlinkedValue: Value

  init(_ value: Value) {
    unlinkedValue = value
  }

  var value: Value {
    get { box?.value ?? unlinkedValue }
    set {
      if let box {
        box.value = newValue
      } else {
        unlinkedValue = newValue
      }
    }
  }
}
