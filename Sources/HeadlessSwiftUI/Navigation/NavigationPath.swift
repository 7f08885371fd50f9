/// A list of values of any `Hashable` types, for a `NavigationStack` to push screens for, like SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(event.id)
/// ```
public struct NavigationPath: Equatable {
  /// One value of the path, with the type it was appended as, which picks its destination.
  struct Item: Hashable {
    /// The value, in an object: an `AnyHashable` of a value larger than three words boxes a
    /// copy of it on the heap each time it is hashed or compared, and screens are looked up
    /// by their item in every pass.
    let value: AnyHashable
    private let type: ObjectIdentifier

    init<Value: Hashable>(_ value: Value) {
      self.value = AnyHashable(ItemValue(value))
      self.type = ObjectIdentifier(Value.self)
    }

    var valueType: ObjectIdentifier { type }

    /// The value, if it was appended as exactly this type.
    func value<Value: Hashable>(as valueType: Value.Type) -> Value? {
      type == ObjectIdentifier(valueType) ? (value as? ItemValue<Value>)?.value : nil
    }
  }

  /// A value of the path, equal to another holding an equal value.
  private final class ItemValue<Value: Hashable>: Hashable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }

    static func == (lhs: ItemValue, rhs: ItemValue) -> Bool {
      lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }

  var items: [Item]

  /// An empty path: the stack shows its root.
  public init() {
    items = []
  }

  /// A path of these values, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    items = elements.map { Item($0) }
  }

  /// How many screens are pushed.
  public var count: Int { items.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { items.isEmpty }

  /// Pushes a screen for `value`, found by the `navigationDestination(for:)` of its type.
  public mutating func append<Value: Hashable>(_ value: Value) {
    items.append(Item(value))
  }

  /// Pops the last `k` screens.
  public mutating func removeLast(_ k: Int = 1) {
    items.removeLast(k)
  }
}
