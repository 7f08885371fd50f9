/// Connects a view's `@State` and `@Environment` properties to their storage before its body is read.
///
/// SwiftUI writes into the view's memory; here each property wrapper holds a small
/// reference that the linker points at the state box kept for the view's identity,
/// or at the environment the view is rendered in. Properties are found from the type's layout
/// (``StoredFields``), and types found to have none are remembered, so that plain views pay nothing.
/// A view's body is evaluated only after linking, so this runs once per evaluation.
@MainActor
enum DynamicPropertyLinker {
  private static var typesWithoutProperties = TypeTable<Void>()

  /// Links the properties of `subject`. An `@Environment` reads its value as it is linked, so
  /// the keys it depends on are recorded where linking runs (``EnvironmentKeys``).
  static func link<Subject>(_ subject: Subject, in context: RenderContext) {
    guard typesWithoutProperties[Subject.self] == nil else { return }
    var slot = 0
    if !visit(subject, in: context, slot: &slot) {
      typesWithoutProperties[Subject.self] = ()
    }
  }

  /// Links the stored properties of `value`, numbering them in declaration order; tells whether there were any.
  private static func visit<Value>(
    _ value: Value, in context: RenderContext, slot: inout Int
  ) -> Bool {
    guard let fields = StoredFields.of(value) else {
      return visit(mirroring: value, in: context, slot: &slot)
    }
    var found = false
    withUnsafeBytes(of: value) { bytes in
      for field in fields {
        @MainActor func linkField<F>(_: F.Type) {
          guard Conformances.isDynamicProperty(F.self) else { return }
          let property = bytes.load(fromByteOffset: field.offset, as: F.self)
          found = link(property, in: context, slot: &slot) || found
        }
        linkField(field.type)
      }
    }
    return found
  }

  /// Links the properties of a value that is not a struct, found with `Mirror`.
  private static func visit(
    mirroring value: Any, in context: RenderContext, slot: inout Int
  ) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      @MainActor func linkChild<F>(_ property: F) {
        guard Conformances.isDynamicProperty(F.self) else { return }
        found = link(property, in: context, slot: &slot) || found
      }
      _openExistential(child.value, do: linkChild)
    }
    return found
  }

  /// Links one dynamic property: storage the host provides, or a custom property whose own
  /// `@State` and `@Environment` belong to the view.
  private static func link<Property>(
    _ property: Property, in context: RenderContext, slot: inout Int
  ) -> Bool {
    if let storage = Conformances.dynamicPropertyStorage(Property.self) {
      storage.link(property, to: context.id.appending(.slot(.property(slot))), in: context)
      slot += 1
      return true
    }
    return visit(property, in: context, slot: &slot)
  }
}

/// A property wrapper whose storage the host provides: `State` and `Environment`.
@MainActor
protocol DynamicPropertyStorage {
  func link(to id: ViewID, in context: RenderContext)
}

extension DynamicPropertyStorage {
  /// Links `property`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  fileprivate static func link<P>(_ property: P, to id: ViewID, in context: RenderContext) {
    reinterpret(property, as: Self.self).link(to: id, in: context)
  }
}
