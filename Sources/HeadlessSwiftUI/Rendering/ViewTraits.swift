/// What a view tells the container it is in, without showing it: its `tag`, `tabItem` and `badge`.
@MainActor
struct ViewTraits {
  var tag: TagValue?
  var tabItem: AnyView?
  /// The text of the badge on the view's tab; `nil` for none.
  var badge: String?
}

/// A tag value with the type it was tagged with, so that `Picker` and `TabView` can match it
/// against their selection's type exactly, as SwiftUI does.
struct TagValue {
  private let value: any Hashable
  private let type: Any.Type

  init<Value: Hashable>(_ value: Value) {
    self.value = value
    self.type = Value.self
  }

  /// The value, if it was tagged with exactly this type.
  func value<Selection: Hashable>(as selectionType: Selection.Type) -> Selection? {
    type == Selection.self ? value as? Selection : nil
  }

  func matches<Selection: Hashable>(_ selection: Selection) -> Bool {
    value(as: Selection.self) == selection
  }
}

/// A view that carries traits: modified content whose modifiers set some.
@MainActor
protocol TraitCarrier {
  var traits: ViewTraits { get }
}

/// A modifier that sets a trait.
@MainActor
protocol TraitModifier {
  func apply(to traits: inout ViewTraits)
}

extension TraitModifier {
  /// Applies `modifier`, whose type is `Self`: opened from a metatype cast, which boxes nothing.
  static func apply<M>(_ modifier: M, to traits: inout ViewTraits) {
    reinterpret(modifier, as: Self.self).apply(to: &traits)
  }
}

extension TraitCarrier {
  fileprivate static func traits<V>(of view: V) -> ViewTraits {
    reinterpret(view, as: Self.self).traits
  }
}

extension ViewTraits {
  /// The traits `view` carries, if it is a view that carries any.
  @MainActor
  static func carried<V>(by view: V) -> ViewTraits {
    Conformances.traitCarrier(V.self)?.traits(of: view) ?? ViewTraits()
  }
}
