/// Reads a tuple's elements from its memory, one after another, knowing only their types.
///
/// A tuple is laid out as a struct with the same fields: each element at the first offset
/// after the previous one that its alignment allows. Walking a tuple this way needs the
/// elements' metadata, which a pack carries, but not the tuple's, which the runtime would
/// look up by address each time.
///
/// ```swift
/// var offset = 0
/// for type in repeat (each Content).self {
///   let view = TupleLayout.element(type, after: &offset, in: tuple)
/// }
/// ```
enum TupleLayout {
  /// A copy of the element of type `E` that follows the first `offset` bytes, with `offset` moved past it.
  static func element<E>(_: E.Type, after offset: inout Int, in tuple: UnsafeRawPointer) -> E {
    let alignment = MemoryLayout<E>.alignment
    offset = (offset + alignment - 1) / alignment * alignment
    defer { offset += MemoryLayout<E>.size }
    return tuple.load(fromByteOffset: offset, as: E.self)
  }
}
