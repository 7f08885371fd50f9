import CodeMetrics
import Testing

@Suite("Types, functions, imports and complexity")
struct StructureTests {
  static let source = """
    import Foundation
    import struct Swift.Int

    protocol Loading {}

    final class LoginPresenter {
      struct Input {}
      init(name: String) {}

      func login(user: String, _ password: String) -> Bool {
        if user.isEmpty || password.isEmpty { return false }
        guard let first = user.first, first != "x" else { return false }
        for _ in 0..<3 where first == "a" {}
        switch user {
        case "a", "b": return true
        case "c": return false
        default: break
        }
        return user.count > 2 ? true : false
      }
    }

    extension LoginPresenter: Loading {
      func nothing() {}
    }

    actor Cache {}
    enum Mode { case on, off }
    """

  @Test func findsImportsTypesAndFunctions() {
    let structure = FileStructure(parsing: Array(Self.source.utf8))
    #expect(structure.imports == ["Foundation", "Swift.Int"])
    #expect(
      structure.types.map { "\($0.kind) \($0.name) \($0.line)" } == [
        "protocol Loading 4", "class LoginPresenter 6", "struct LoginPresenter.Input 7",
        "extension LoginPresenter 23", "actor Cache 27", "enum Mode 28",
      ])
    #expect(
      structure.functions.map { "\($0.name) \($0.type ?? "-") \($0.line)" } == [
        "init(name:) LoginPresenter 8", "login(user:_:) LoginPresenter 10", "nothing() LoginPresenter 24",
      ])
  }

  @Test func countsDecisionPoints() {
    let structure = FileStructure(parsing: Array(Self.source.utf8))
    let login = structure.functions.first { $0.name.hasPrefix("login") }
    // 1 + if + || + guard + one extra condition + for + two case labels + ternary
    #expect(login?.complexity == 9)
    #expect(structure.complexity == 8)
    #expect(structure.functions.first { $0.name == "nothing()" }?.complexity == 1)
  }
}
