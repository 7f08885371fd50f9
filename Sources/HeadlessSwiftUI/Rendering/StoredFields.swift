@_spi(Reflection) import Swift

/// The stored properties of a struct type and where they sit in its memory, found once per type.
///
/// Comparing a view with the one it replaces, and linking its `@State` properties, visit
/// every stored property of every view a pass renders. `Mirror` boxes each property's value
/// and allocates its child collection every time; this reads the layout from the type's
/// metadata once (the standard library's `_forEachField`, which `Mirror` itself is built
/// on) and the values straight from the view's memory afterwards.
///
/// ```swift
/// for field in StoredFields.of(view) ?? [] {
///   func read<F>(_: F.Type) -> F { withUnsafeBytes(of: view) { $0.load(fromByteOffset: field.offset, as: F.self) } }
/// }
/// ```
@MainActor
enum StoredFields {
  struct Field {
    let offset: Int
    let type: Any.Type
    /// Whether the property's type is a protocol type (`any P`), whose value is known only at run time.
    let isExistential: Bool
  }

  /// Kept in a ``TypeTable``: a dictionary's probes would depend on where the types are.
  private static var layouts = TypeTable<[Field]?>()

  /// The stored properties of `value`'s type in declaration order, or `nil` if it is not a struct.
  static func of<T>(_ value: T) -> [Field]? {
    if let layout = layouts[T.self] {
      return layout
    }
    var fields: [Field]?
    // `_forEachField` reads any type's metadata, so the kind is asked of `Mirror`, once.
    if Mirror(reflecting: value).displayStyle == .struct {
      var found: [Field] = []
      _forEachField(of: T.self) { _, offset, type, kind in
        found.append(Field(offset: offset, type: type, isExistential: kind == .existential))
        return true
      }
      fields = found
    }
    layouts[T.self] = .some(fields)
    return fields
  }

}
