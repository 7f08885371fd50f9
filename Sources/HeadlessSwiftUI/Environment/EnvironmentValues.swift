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
  /// Values by key type, and `@Observable` objects by their own type, in the order first set.
  ///
  /// A list, as SwiftUI's environment is (a property list), and not a dictionary keyed by
  /// `ObjectIdentifier`: a dictionary is walked in the order of the types' addresses, so
  /// comparing two environments stopped at a different value, after different work, in every
  /// build. An environment holds a handful of values.
  private var entries: [Entry] = []

  private struct Entry {
    let key: ObjectIdentifier
    var value: Any
  }

  /// Environment values with every key at its default.
  public init() {}

  /// The value for `key`, or its default when no view above set one.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { value(for: ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue }
    set { setValue(newValue, for: ObjectIdentifier(key)) }
  }

  /// The object of this type a view above placed with `.environment(_:)`.
  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    value(for: ObjectIdentifier(type)) as? Object
  }

  mutating func setObject<Object: AnyObject>(_ object: Object?, for type: Object.Type) {
    setValue(object, for: ObjectIdentifier(type))
  }

  /// Whether every value is the same as in `other`, by the rules views' inputs are compared with
  /// (``ViewInputs``).
  func isSame(as other: EnvironmentValues) -> Bool {
    guard entries.count == other.entries.count else { return false }
    if sharesStorage(with: other) { return true }
    for entry in entries {
      guard let otherValue = other.storedValue(for: entry.key), ViewInputs.equalAny(entry.value, otherValue) else {
        return false
      }
    }
    return true
  }

  /// Whether the values at `keys` are the same as in `other`: a view whose body read only these
  /// keys is not evaluated again, and a subtree that read only these is not rendered again.
  ///
  /// Keys of a subtree with content hosted apart are not all known (``EnvironmentKeys/isComplete``):
  /// then every value is compared.
  func isSame(as other: EnvironmentValues, at keys: EnvironmentKeys) -> Bool {
    guard keys.isComplete else { return isSame(as: other) }
    if entries.count == other.entries.count && sharesStorage(with: other) { return true }
    for key in keys.keys {
      switch (storedValue(for: key), other.storedValue(for: key)) {
      case (nil, nil): continue
      case (let value?, let otherValue?) where ViewInputs.equalAny(value, otherValue): continue
      default: return false
      }
    }
    return true
  }

  /// Whether both are copies of one list that neither changed since: the same values, found
  /// without comparing any, as for the environment a parent passes on untouched.
  private func sharesStorage(with other: EnvironmentValues) -> Bool {
    entries.storageIdentity == other.entries.storageIdentity
  }

  /// The value for `key`, reported to the recording of what the view being rendered read (``EnvironmentKeys``).
  private func value(for key: ObjectIdentifier) -> Any? {
    EnvironmentKeys.record(key)
    return storedValue(for: key)
  }

  private func storedValue(for key: ObjectIdentifier) -> Any? {
    entries.first { $0.key == key }?.value
  }

  /// Sets the value for `key`, or removes it for `nil`.
  private mutating func setValue(_ value: Any?, for key: ObjectIdentifier) {
    let index = entries.firstIndex { $0.key == key }
    switch (index, value) {
    case (let index?, let value?): entries[index].value = value
    case (let index?, nil): entries.remove(at: index)
    case (nil, let value?): entries.append(Entry(key: key, value: value))
    case (nil, nil): break
    }
  }
}

/// A key for a value in ``EnvironmentValues``, with the value used when no view sets one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
