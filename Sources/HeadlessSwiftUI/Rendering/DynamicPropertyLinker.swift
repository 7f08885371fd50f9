/// Connects a view's `@State` and `@Environment` properties to their storage before its body is read.
///
/// SwiftUI writes into the view's memory; here each property wrapper holds a small
/// reference that the linker points at the state box kept for the view's identity,
/// or at the environment the view is rendered in. Properties are found with `Mirror`,
/// and types found to have none are remembered, so that plain views pay nothing.
/// A view's body is evaluated only after linking, so this runs once per evaluation.
@MainActor
enum DynamicPropertyLinker {
  private static var typesWithoutProperties: Set<ObjectIdentifier> = []

  /// Links the properties of `subject`; tells whether one of them reads the environment.
  @discardableResult
  static func link<Subject>(_ subject: Subject, in context: RenderContext) -> Bool {
    let type = ObjectIdentifier(Subject.self)
    guard !typesWithoutProperties.contains(type) else { return false }
    var slot = 0
    var readsEnvironment = false
    if !visit(subject, in: context, slot: &slot, readsEnvironment: &readsEnvironment) {
      typesWithoutProperties.insert(type)
    }
    return readsEnvironment
  }

  /// Links the stored properties of `value`, numbering them in declaration order; tells whether there were any.
  private static func visit(
    _ value: Any, in context: RenderContext, slot: inout Int, readsEnvironment: inout Bool
  )
    -> Bool
  {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any DynamicPropertyStorage {
        property.link(to: context.id.appending(.slot(.property(slot))), in: context)
        readsEnvironment = readsEnvironment || property.readsEnvironment
        slot += 1
        found = true
      } else if child.value is any DynamicProperty {
        // A custom dynamic property: its own @State and @Environment belong to the view.
        found = visit(child.value, in: context, slot: &slot, readsEnvironment: &readsEnvironment) || found
      }
    }
    return found
  }
}

/// A property wrapper whose storage the host provides: `State` and `Environment`.
@MainActor
protocol DynamicPropertyStorage {
  func link(to id: ViewID, in context: RenderContext)
  /// Whether the view must be evaluated again when its environment changes.
  var readsEnvironment: Bool { get }
}
