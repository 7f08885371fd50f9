import Foundation

/// Whether a view arrives with the same inputs as last time, compared field by field as SwiftUI does.
///
/// SwiftUI skips a child's `body` when the parent's new value of the child equals the old
/// one: it compares the fields' memory, uses `==` where a type is `Equatable`, and treats
/// `@State` and `@Environment` fields as equal, since their values live in the graph, not in
/// the view. This does the same, in this order, for each field:
///
/// 1. Identical memory is equal: the same closure context, the same object, the same string
///    storage. A struct's memory is not compared as a whole, since its padding is whatever the
///    stack held; its fields are, by these rules.
/// 2. An object is equal only to itself. An existential is equal if what it holds is.
/// 3. `@State` and `@Environment` are equal; a ``Binding`` is equal to one of the same source.
/// 4. An `Equatable` value uses `==`; two optionals are equal if both are `nil` or their payloads are.
/// 5. Anything else is compared field by field: a struct's stored properties as laid out in
///    memory (``StoredFields``), an enum's payload or a tuple's elements through `Mirror`;
///    what has no fields to compare (a closure made anew) is different.
///
/// A closure field therefore makes a child different whenever the parent evaluates its body
/// again, as in SwiftUI.
@MainActor
enum ViewInputs {
  static func equal<T>(_ old: T, _ new: T) -> Bool {
    // A struct is never compared as a whole: its padding holds whatever the stack held when it
    // was built, so whether its memory matched (and with it how much work the comparison took,
    // not its answer) depended on what ran before and on the binary's layout. Its fields are.
    let fields = StoredFields.of(old)
    if fields == nil, bitwiseEqual(old, new) { return true }
    let comparison = Conformances.comparison(T.self)
    if comparison.isObject { return false }
    if comparison.isDynamicPropertyStorage { return true }
    if let source = comparison.source {
      return source.sameSource(old, new)
    }
    if let equatable = comparison.equatable {
      return equatable.equal(old, new)
    }
    if let optional = comparison.optional {
      return optional.payloadsEqual(old, new)
    }
    if let fields {
      return withUnsafeBytes(of: old) { old in
        withUnsafeBytes(of: new) { new in
          fields.allSatisfy { field in
            @MainActor func fieldsEqual<F>(_: F.Type) -> Bool {
              let (old, new) = (
                old.load(fromByteOffset: field.offset, as: F.self), new.load(fromByteOffset: field.offset, as: F.self)
              )
              return field.isExistential ? existentialsEqual(old, new) : equal(old, new)
            }
            return fieldsEqual(field.type)
          }
        }
      }
    }
    return fieldsEqual(Mirror(reflecting: old), Mirror(reflecting: new))
  }

  /// What decides whether two values of a type are equal, found once per type.
  ///
  /// Metatype casts: a value cast would box each field compared on the heap.
  struct Comparison {
    /// An object, equal only to itself.
    let isObject: Bool
    /// `@State` or `@Environment`, whose values live in the graph: always equal.
    let isDynamicPropertyStorage: Bool
    let source: (any SourceIdentifiable.Type)?
    let equatable: (any Equatable.Type)?
    let optional: (any OptionalInput.Type)?

    init(_ type: Any.Type) {
      isObject = type is AnyObject.Type
      isDynamicPropertyStorage = type is any DynamicPropertyStorage.Type
      source = type as? any SourceIdentifiable.Type
      equatable = type as? any Equatable.Type
      optional = type as? any OptionalInput.Type
    }
  }

  /// Whether two values of a protocol type (`any ViewModelFactory`) hold equal values.
  ///
  /// Their memory says nothing: the bytes of the inline buffer that the value does not fill
  /// are left as they were. Opening a generic value of a protocol type gives the protocol type
  /// again, not what it holds, so the value is asked for its dynamic type instead.
  private static func existentialsEqual<E>(_ old: E, _ new: E) -> Bool {
    let (old, new): (Any, Any) = (old, new)
    let dynamicType = type(of: old)
    guard dynamicType == type(of: new) else { return false }
    if dynamicType is AnyObject.Type {
      return (old as AnyObject) === (new as AnyObject)
    }
    return fieldsEqual(Mirror(reflecting: old), Mirror(reflecting: new))
  }

  /// Whether `old` and `new` are equal by `==`; `false` for a type that is not `Equatable`.
  static func areEqualValues<T>(_ old: T, _ new: T) -> Bool {
    guard let equatable = Conformances.comparison(T.self).equatable else { return false }
    return equatable.equal(old, new)
  }

  /// Whether two values of unknown type are equal by the same rules.
  static func equalAny(_ old: Any, _ new: Any) -> Bool {
    func open<T>(_ old: T) -> Bool {
      guard let new = new as? T else { return false }
      return equal(old, new)
    }
    return open(old)
  }

  /// Whether `old` and `new` have the same memory: the same object, the same storage.
  static func isIdentical<T>(_ old: T, _ new: T) -> Bool { bitwiseEqual(old, new) }

  private static func bitwiseEqual<T>(_ old: T, _ new: T) -> Bool {
    withUnsafeBytes(of: old) { old in
      withUnsafeBytes(of: new) { new in
        old.count == new.count && (old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0)
      }
    }
  }

  private static func fieldsEqual(_ old: Mirror, _ new: Mirror) -> Bool {
    switch old.displayStyle {
    case .struct?, .tuple?, .enum?, .optional?, .collection?:
      guard old.children.count == new.children.count else { return false }
      for (oldChild, newChild) in zip(old.children, new.children) {
        // An enum's only child is its payload, labelled with its case.
        guard oldChild.label == newChild.label, equalAny(oldChild.value, newChild.value) else { return false }
      }
      // Two payload-free enum values with different memory are different cases.
      return old.displayStyle == .enum || old.displayStyle == .optional ? old.children.count > 0 : true
    default:
      return false
    }
  }
}

extension Equatable {
  fileprivate static func equal<T>(_ old: T, _ new: T) -> Bool {
    reinterpret(old, as: Self.self) == reinterpret(new, as: Self.self)
  }
}

/// `Optional`, whose payload is compared by these rules without the boxes a `Mirror` makes.
protocol OptionalInput {
  /// Whether `old` and `new`, of type `Self`, are both `nil` or hold equal payloads.
  @MainActor static func payloadsEqual<T>(_ old: T, _ new: T) -> Bool
}

extension Optional: OptionalInput {
  @MainActor static func payloadsEqual<T>(_ old: T, _ new: T) -> Bool {
    switch (reinterpret(old, as: Self.self), reinterpret(new, as: Self.self)) {
    case (nil, nil): return true
    case (let old?, let new?): return ViewInputs.equalAny(old, new)
    default: return false
    }
  }
}

/// A value that stands for something elsewhere (storage, a presentation), equal to another that stands for the same.
@MainActor
protocol SourceIdentifiable {
  /// Whether `other` stands for the same thing; `false` when that cannot be told.
  func hasSameSource(as other: Self) -> Bool
}

extension SourceIdentifiable {
  fileprivate static func sameSource<T>(_ old: T, _ new: T) -> Bool {
    reinterpret(old, as: Self.self).hasSameSource(as: reinterpret(new, as: Self.self))
  }
}

/// The storage a binding reads and writes: an object, and a key path into it when it is a model.
struct SourceIdentity: Hashable {
  let object: ObjectIdentifier
  let keyPath: AnyKeyPath?
}
