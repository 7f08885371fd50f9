/// Values kept per type, found in the same number of steps wherever the linker put the types.
///
/// A render pass asks facts of every view type it meets: its stored fields, the protocols it
/// conforms to, its identity. A `Dictionary` keyed by `ObjectIdentifier`, like the Swift
/// runtime's own conformance and metadata caches, hashes the metadata's address, and how far a
/// lookup probes depends on which addresses happen to collide. The instructions a pass took
/// then moved by percents between two builds whose views were the same (Docs/check.md, "Why
/// 1 %"): a change to the gate's code moved Redux's rows. The types a host meets are few and
/// stop changing after its first passes, so they are kept sorted by address and found by a
/// binary search whose steps depend only on how many there are, not on where they are.
///
/// ```swift
/// private static var fieldCounts = TypeTable<Int>()
/// let count = fieldCounts.value(for: T.self) { Mirror(reflecting: value).children.count }
/// ```
struct TypeTable<Value> {
  private var keys: [UInt] = []
  private var values: [Value] = []

  /// The value kept for `type`, if one is.
  subscript(type: Any.Type) -> Value? {
    get {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let index = lastIndex(notAbove: key)
      return index < keys.count && keys[index] == key ? values[index] : nil
    }
    set {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let index = lastIndex(notAbove: key)
      if index < keys.count, keys[index] == key {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        let position = index < keys.count && keys[index] < key ? index + 1 : index
        keys.insert(key, at: position)
        values.insert(newValue, at: position)
      }
    }
  }

  /// The value kept for `type`, made by `make` and kept the first time.
  mutating func value(for type: Any.Type, orMake make: () -> Value) -> Value {
    if let value = self[type] {
      return value
    }
    let value = make()
    self[type] = value
    return value
  }

  /// The index of the last key not above `key` (0 when there is none), in ⌈log₂ count⌉ steps.
  ///
  /// Each step moves the base by a mask instead of a branch, so that a search takes the same
  /// instructions whichever way it goes.
  private func lastIndex(notAbove key: UInt) -> Int {
    keys.withUnsafeBufferPointer { keys in
      var base = 0
      var length = keys.count
      while length > 1 {
        let half = length / 2
        let notAbove = Int(truncatingIfNeeded: unsafeBitCast(keys[base + half] <= key, to: UInt8.self))
        base += half & (0 &- notAbove)
        length -= half
      }
      return base
    }
  }
}
