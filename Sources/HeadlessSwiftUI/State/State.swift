/// A value a view owns, kept between render passes for as long as the view exists, like SwiftUI's `State`.
///
/// Setting it renders again. The value lives with the view's identity (its position in
/// the tree, or its `ForEach` id): when the view goes away, so does the state, and a view
/// that comes back starts from the initial value.
///
/// ```swift
/// @State private var isOn = false
/// @State private var model = LoginModel()   // an @Observable class
/// ```
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>

  /// A state that starts as `value`, as `@State var name = value` declares it.
  public init(wrappedValue value: Value) {
    location = StateLocation(value)
  }

  /// A state that starts as `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it renders again.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the value, for a control or a child view to change it: `$isOn`.
  public var projectedValue: Binding<Value> {
    let location = self.location
    return Binding(
      get: { location.value }, set: { location.value = $0 },
      source: SourceIdentity(
        object: location.box.map(ObjectIdentifier.init) ?? ObjectIdentifier(location), keyPath: nil))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state that starts as `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: DynamicPropertyStorage {
  func link(to id: ViewID, in context: RenderContext) {
    location.box = context.graph.stateBox(id, initialValue: location.unlinkedValue)
  }
}
