import Observation

/// Bindings to the properties of an `@Observable` object, like SwiftUI's `Bindable`.
///
/// ```swift
/// struct LoginView: View {
///   @Bindable var model: LoginModel
///
///   var body: some View {
///     TextField("Username", text: $model.username)
///   }
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The observed object.
  public var wrappedValue: Value

  /// Bindings to the properties of `wrappedValue`, as `@Bindable var model: Model` declares them.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of an object, as `@Bindable var model = model` in a body makes them.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// The same bindings, for passing `$model` on.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// Itself: `$model.username` is a binding to the property.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object: `$model.username`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      source: SourceIdentity(object: ObjectIdentifier(object as AnyObject), keyPath: keyPath))
  }
}
