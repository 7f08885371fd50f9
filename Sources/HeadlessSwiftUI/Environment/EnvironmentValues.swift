/// The values a view inherits from the views above it, like SwiftUI's `EnvironmentValues`.
///
/// Read one with `@Environment(\.dismiss)`; set one for a subtree with
/// `.environment(\.isEnabled, false)`. Add your own with an ``EnvironmentKey``:
///
/// ```swift
/// private struct BackendKey: EnvironmentKey {
///   static var defaultValue: any Backend { FixtureBackend() }
/// }
///
/// extension EnvironmentValues {
///   var backend: any Backend {
///     get { self[BackendKey.self] }
///     set { self[BackendKey.self] = newValue }
///   }
/// }
/// ```
@MainActor
public struct EnvironmentValues {
  /// Values by key type, and `@Observable` objects by their own type.
  private var values: [ObjectIdentifier: Any] = [:]

  /// Environment values with every key at its default.
  public init() {}

  /// The value for `key`, or its default when no view above set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The object of this type a view above placed with `.environment(_:)`.
  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    values[ObjectIdentifier(type)] as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object?, for type: Object.Type) {
    values[ObjectIdentifier(type)] = object
  }

  /// Whether every value is the same as in `other`, by the rules views' inputs are compared with
  /// (``ViewInputs``): a view below that reads the environment is evaluated again when it is not.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard values.count == other.values.count else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key], ViewInputs.equalAny(value, otherValue) else { return false }
    }
    return true
  }
}

/// A key for a value in ``EnvironmentValues``, with the value used when no view sets one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
