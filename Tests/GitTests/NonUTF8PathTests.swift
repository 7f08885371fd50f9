import Git
import GitFixtures
import Testing

/// Git takes any bytes in a name; `String(cString:)` made `caf\xE9.swift` and `caf\xE8.swift`
/// one `caf\u{FFFD}.swift` (issue 44, H6).
@Suite("Names that are not UTF-8")
struct NonUTF8PathTests {
  static func name(_ byte: UInt8) -> [UInt8] { Array("Sources/caf".utf8) + [byte] + Array(".swift".utf8) }

  @Test("two names that differ in a byte that is not UTF-8 stay two, marked, the byte shown as \\xE9")
  func keptApart() throws {
    let fixture = try TestRepository()
    try fixture.commit(
      bytes: [
        Self.name(0xE9): Array("let a = 1\n".utf8), Self.name(0xE8): Array("let b = 2\n".utf8),
        Array("Sources/café.swift".utf8): Array("let c = 3\n".utf8),
      ], message: "Add")
    let repository = try Repository.open(fixture.path)
    let head = try repository.commit("main")
    let files = try repository.files(in: head, under: "Sources")
    #expect(files.map(\.path) == ["Sources/caf\\xE8.swift", "Sources/caf\\xE9.swift", "Sources/café.swift"])
    #expect(files.map(\.pathIsUTF8) == [false, false, true])
    let changes = try repository.changes(in: head, under: "Sources")
    #expect(changes.map(\.path) == ["Sources/caf\\xE8.swift", "Sources/caf\\xE9.swift", "Sources/café.swift"])
    #expect(changes.map(\.pathIsUTF8) == [false, false, true])
  }

  @Test("a folder that is not UTF-8 marks every file under it")
  func folder() throws {
    let fixture = try TestRepository()
    try fixture.commit(
      bytes: [Array("Sources/".utf8) + [0xFF] + Array("/A.swift".utf8): Array("let a = 1\n".utf8)], message: "Add")
    let repository = try Repository.open(fixture.path)
    let files = try repository.files(in: try repository.commit("main"))
    #expect(files.map(\.path) == ["Sources/\\xFF/A.swift"])
    #expect(files.map(\.pathIsUTF8) == [false])
  }
}
