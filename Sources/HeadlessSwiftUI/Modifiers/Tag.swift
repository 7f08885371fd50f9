import HeadlessUI

extension View {
  /// Names the view among the options of a `Picker` or the tabs of a `TabView`.
  ///
  /// The tag's type must be exactly the selection's type, as in SwiftUI: for a selection of
  /// type `Kind?` tag with `.tag(Optional(kind))` or `.tag(kind as Kind?)`.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    modifier(TraitWritingModifier { $0.tag = TagValue(tag) })
  }
}

/// Sets a trait for the container the view is in; renders its content unchanged.
struct TraitWritingModifier: PrimitiveModifier, TraitModifier {
  let write: @MainActor (inout ViewTraits) -> Void

  func apply(to traits: inout ViewTraits) {
    write(&traits)
  }

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    content(context)
  }
}
