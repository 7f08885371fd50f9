import Observation

/// The storage of one `@State` property, kept by the host for as long as its view exists.
///
/// It is observable, as SwiftUI's state storage is a dependency of whatever reads it: the
/// body that owns it, or a child that reads it through a binding. A change re-evaluates
/// only those.
@MainActor
final class StateBox<Value>: Observable {
  private var storedValue: Value
  private let registrar = ObservationRegistrar()

  init(value: Value) {
    storedValue = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storedValue
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
    }
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
