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

  /// Links the properties of `subject`; tells whether one of them reads the environment.
  @discardableResult
  static func link<Subject>(_ subject: Subject, in context: RenderContext) -> Bool {
    guard typesWithoutProperties[Subject.self] == nil else { return false }
    var slot = 0
    var readsEnvironment = false
    if !visit(subject, in: context, slot: &slot, readsEnvironment: &readsEnvironment) {
      typesWithoutProperties[Subject.self] = ()
    }
    return readsEnvironment
  }

  /// Links the stored properties of `value`, numbering them in declaration order; tells whether there were any.
  private static func visit<Value>(
    _ value: Value, in context: RenderContext, slot: inout Int, readsEnvironment: inout Bool
  ) -> Bool {
    guard let fields = StoredFields.of(value) else {
      return visit(mirroring: value, in: context, slot: &slot, readsEnvironment: &readsEnvironment)
    }
    var found = false
    withUnsafeBytes(of: value) { bytes in
      for field in fields {
        @MainActor func linkField<F>(_: F.Type) {
          guard Conformances.isDynamicProperty(F.self) else { return }
          let property = bytes.load(fromByteOffset: field.offset, as: F.self)
          found = link(property, in: context, slot: &slot, readsEnvironment: &readsEnvironment) || found
        }
        linkField(field.type)
      }
    }
    return found
  }

  /// Links the properties of a value that is not a struct, found with `Mirror`.
  private static func visit(
    mirroring value: Any, in context: RenderContext, slot: inout Int, readsEnvironment: inout Bool
  ) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      @MainActor func linkChild<F>(_ property: F) {
        guard Conformances.isDynamicProperty(F.self) else { return }
        found = link(property, in: context, slot: &slot, readsEnvironment: &readsEnvironment) || found
      }
      _openExistential(child.value, do: linkChild)
    }
    return found
  }

  /// Links one dynamic property: storage the host provides, or a custom property whose own
  /// `@State` and `@Environment` belong to the view.
  private static func link<Property>(
    _ property: Property, in context: RenderContext, slot: inout Int, readsEnvironment: inout Bool
  ) -> Bool {
    if let storage = Conformances.dynamicPropertyStorage(Property.self) {
      storage.link(property, to: context.id.appending(.slot(.property(slot))), in: context)
      readsEnvironment = readsEnvironment || storage.readsEnvironment(property)
      slot += 1
      return true
    }
    return visit(property, in: context, slot: &slot, readsEnvironment: &readsEnvironment)
  }
}

/// A property wrapper whose storage the host provides: `State` and `Environment`.
@MainActor
protocol DynamicPropertyStorage {
  func link(to id: ViewID, in context: RenderContext)
  /// Whether the view must be evaluated again when its environment changes.
  var readsEnvironment: Bool { get }
}

extension DynamicPropertyStorage {
  /// Links `property`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  fileprivate static func link<P>(_ property: P, to id: ViewID, in context: RenderContext) {
    reinterpret(property, as: Self.self).link(to: id, in: context)
  }

  fileprivate static func readsEnvironment<P>(_ property: P) -> Bool {
    reinterpret(property, as: Self.self).readsEnvironment
  }
}
