import Observation

/// The storage of one `@State` property, kept by the host for as long as its view exists.
///
/// It is observable, as SwiftUI's state storage is a dependency of whatever reads it: the
/// body that owns it, or a child that reads it through a binding. A change re-evaluates
/// only those.
@MainActor
final class StateBox<Value>: StateStorage {
  private var storedValue: Value

  init(value: Value) {
    storedValue = value
  }

  var value: Value {
    get {
      accessValue()
      return storedValue
    }
    set {
      // As with SwiftUI's state, and an `@Observable` property since Swift 6.2, writing a value
      // equal to the stored one changes nothing that read it. Identical memory is equal too, as
      // SwiftUI compares it: a binding into a model held in state (`$model.note`) writes the
      // note through the model, then writes the same model back into the state, and that must
      // not re-evaluate the body that owns the state, which never read the note.
      if ViewInputs.areEqualValues(storedValue, newValue) || ViewInputs.isIdentical(storedValue, newValue) {
        storedValue = newValue
        return
      }
      mutateValue { storedValue = newValue }
    }
  }
}

/// What Observation sees of a ``StateBox``: a key path into a generic class is made anew, on the
/// heap, at every access, while one into this class is a constant made once.
@MainActor
class StateStorage: Observable {
  private let registrar = ObservationRegistrar()
  /// Stands for the box's value in Observation.
  private var observedValue: Void { () }

  fileprivate func accessValue() {
    registrar.access(self, keyPath: \.observedValue)
  }

  fileprivate func mutateValue(_ mutation: () -> Void) {
    registrar.withMutation(of: self, keyPath: \.observedValue, mutation)
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
