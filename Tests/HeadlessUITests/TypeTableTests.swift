import Testing

@testable import HeadlessSwiftUI

/// The per-type tables that keep a render pass's cost independent of where the linker put the types.
@MainActor
@Suite("HeadlessSwiftUI type tables")
struct TypeTableTests {
  private struct Marker<Tag> {}
  private enum A {}
  private enum B {}
  private enum C {}

  private static let types: [Any.Type] = [
    Int.self, String.self, Double.self, Bool.self, [Int].self, [String].self, Int?.self, Marker<A>.self,
    Marker<B>.self, Marker<C>.self, (Int, String).self, Character.self, UInt8.self, Set<Int>.self,
  ]

  @Test func keepsAValueForEachTypeWhateverTheOrderTheyCameIn() {
    var table = TypeTable<Int>()
    for (index, type) in Self.types.enumerated() {
      #expect(table[type] == nil)
      table[type] = index
    }
    for (index, type) in Self.types.enumerated().reversed() {
      #expect(table[type] == index, "\(type)")
    }
  }

  @Test func makesAValueOnceAndRemovesOneSetToNil() {
    var table = TypeTable<String>()
    var made = 0
    for _ in 0..<3 {
      #expect(
        table.value(for: Int.self) {
          made += 1
          return "int"
        } == "int")
    }
    #expect(made == 1)
    table[String.self] = "string"
    table[Int.self] = nil
    #expect(table[Int.self] == nil)
    #expect(table[String.self] == "string")
  }

  @Test func aTypesIdentityComesFromItsNameAndTellsGenericArgumentsApart() {
    #expect(TypeIdentity.of(Marker<A>.self) == TypeIdentity.of(Marker<A>.self))
    #expect(TypeIdentity.of(Marker<A>.self) != TypeIdentity.of(Marker<B>.self))
    #expect(TypeIdentity.of([Int].self) != TypeIdentity.of([String].self))
    #expect(Set(Self.types.map { TypeIdentity.of($0) }).count == Self.types.count)
  }

  @Test func conformancesAreTheRuntimesAnswers() {
    #expect(Conformances.primitiveView(Text.self) != nil)
    #expect(Conformances.primitiveView(Int.self) == nil)
    #expect(Conformances.comparison(Int.self).equatable != nil)
    #expect(Conformances.comparison(Int?.self).equatable != nil)
    #expect(Conformances.comparison(Marker<A>?.self).optional != nil)
    #expect(Conformances.comparison(Marker<A>.self).optional == nil)
  }
}
