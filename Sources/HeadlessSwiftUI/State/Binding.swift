/// Read and write access to a value owned elsewhere, like SwiftUI's `Binding`.
///
/// ```swift
/// TextField("Username", text: $model.username)
/// Toggle("Open only", isOn: $openOnly)
/// Binding(get: { model.note }, set: { model.updateNote($0) })
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void
  /// What the binding reads and writes, when it is a state's or a model property's.
  let source: SourceIdentity?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, source: nil)
  }

  init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, source: SourceIdentity?) {
    getValue = get
    setValue = set
    self.source = source
  }

  /// The same binding, as `@Binding var value: Value` receives `$value`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding whose value never changes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value the binding reads and writes.
  public var wrappedValue: Value {
    get {
      // A built-in view showing the value (a text field, a sheet's flag) reads it for the
      // content of the view whose body it is in, which renders again when it changes.
      guard let node = ViewNode.rendering else { return getValue() }
      return node.trackingContent(getValue)
    }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, for passing `$value` on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$report.note`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { base.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding {
  /// A binding to an optional value, from a binding to a value that is never `nil`.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of an optional binding, or `nil` when the value is `nil` now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    // Once the value becomes nil the view showing it is on its way out; until it is gone,
    // it reads the value the binding was made with instead of crashing.
    self.init(
      get: { base.wrappedValue ?? value },
      set: { base.wrappedValue = $0 })
  }
}

extension Binding: SourceIdentifiable {
  func hasSameSource(as other: Binding<Value>) -> Bool {
    guard let source else { return false }
    return other.source == source
  }
}
