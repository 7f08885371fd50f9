/// Which of the rendering protocols a type conforms to, asked of the Swift runtime once per type.
///
/// A render pass casts every view it meets (`V.self as? any PrimitiveView.Type`) and every
/// field it compares. Each cast looks the conformance up in the runtime's cache, a hash table
/// keyed by metadata addresses, so what a pass cost followed where the linker put the types. SwiftUI
/// makes no such casts: its views say how they render through a static requirement
/// (`_makeView`). Here the answer is kept in a ``TypeTable``, whose lookups cost the same
/// wherever the types are.
///
/// ```swift
/// guard let primitive = Conformances.primitiveView(V.self) else { … }
/// return primitive.render(view, in: context)
/// ```
@MainActor
enum Conformances {
  private static var primitiveViews = TypeTable<(any PrimitiveView.Type)?>()
  private static var primitiveModifiers = TypeTable<(any PrimitiveModifier.Type)?>()
  private static var primitiveToolbarContents = TypeTable<(any PrimitiveToolbarContent.Type)?>()
  private static var viewListSources = TypeTable<(any ViewListSource.Type)?>()
  private static var traitCarriers = TypeTable<(any TraitCarrier.Type)?>()
  private static var traitModifiers = TypeTable<(any TraitModifier.Type)?>()
  private static var dynamicProperties = TypeTable<Bool>()
  private static var dynamicPropertyStorages = TypeTable<(any DynamicPropertyStorage.Type)?>()
  private static var comparisons = TypeTable<ViewInputs.Comparison>()

  static func primitiveView(_ type: Any.Type) -> (any PrimitiveView.Type)? {
    primitiveViews.value(for: type) { type as? any PrimitiveView.Type }
  }

  static func primitiveModifier(_ type: Any.Type) -> (any PrimitiveModifier.Type)? {
    primitiveModifiers.value(for: type) { type as? any PrimitiveModifier.Type }
  }

  static func primitiveToolbarContent(_ type: Any.Type) -> (any PrimitiveToolbarContent.Type)? {
    primitiveToolbarContents.value(for: type) { type as? any PrimitiveToolbarContent.Type }
  }

  static func viewListSource(_ type: Any.Type) -> (any ViewListSource.Type)? {
    viewListSources.value(for: type) { type as? any ViewListSource.Type }
  }

  static func traitCarrier(_ type: Any.Type) -> (any TraitCarrier.Type)? {
    traitCarriers.value(for: type) { type as? any TraitCarrier.Type }
  }

  static func traitModifier(_ type: Any.Type) -> (any TraitModifier.Type)? {
    traitModifiers.value(for: type) { type as? any TraitModifier.Type }
  }

  static func isDynamicProperty(_ type: Any.Type) -> Bool {
    dynamicProperties.value(for: type) { type is any DynamicProperty.Type }
  }

  static func dynamicPropertyStorage(_ type: Any.Type) -> (any DynamicPropertyStorage.Type)? {
    dynamicPropertyStorages.value(for: type) { type as? any DynamicPropertyStorage.Type }
  }

  /// How two values of `type` are compared as a view's inputs, see ``ViewInputs``.
  static func comparison(_ type: Any.Type) -> ViewInputs.Comparison {
    comparisons.value(for: type) { ViewInputs.Comparison(type) }
  }
}
