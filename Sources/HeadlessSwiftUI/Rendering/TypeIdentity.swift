/// A custom view type's part in a ``ViewID``: a hash of its mangled name, the same in every build.
///
/// `ObjectIdentifier(V.self)` tells types apart as well, but its bits are the address of the
/// type's metadata. Every identity below a custom view would then change whenever the linker
/// moved the types, and with them how far the graph's tables probe and in which order they are
/// walked: the instructions a pass takes would follow the binary's layout, not the app.
///
/// ```swift
/// let bodyContext = context.passingThrough(.type(TypeIdentity.of(V.self)))
/// ```
struct TypeIdentity: Hashable {
  private let hash: UInt64

  @MainActor private static var identities = TypeTable<TypeIdentity>()

  /// The identity of `type`, worked out from its name the first time it is asked for.
  @MainActor
  static func of(_ type: Any.Type) -> TypeIdentity {
    identities.value(for: type) {
      TypeIdentity(name: _mangledTypeName(type) ?? _typeName(type, qualified: true))
    }
  }

  /// FNV-1a over the name's bytes: fixed, unlike `Hasher`'s per-process seed.
  private init(name: String) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    self.hash = hash
  }
}
