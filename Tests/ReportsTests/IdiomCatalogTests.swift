import Foundation
import Testing

@testable import Reports

@Suite("The idioms of Idioms/: loading and checking")
struct IdiomCatalogTests {
  static let valid = """
    { "title": "The sort comparator", "committed": "a static func", "other": "a free function",
      "architectures": ["mvc", "mvp"], "steps": ["list.refresh"], "sizes": [1000],
      "sentence": "{architecture}: {instructions.factor}" }
    """

  /// A package folder with one idiom `comparator` holding `json` and a patch per name in `patches`.
  static func package(json: String?, patches: [String] = ["mvc", "mvp"]) throws -> URL {
    let root = try Fixtures.temporaryDirectory()
    let folder = root.appendingPathComponent("Idioms/comparator")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let json { try Data(json.utf8).write(to: folder.appendingPathComponent("idiom.json")) }
    for patch in patches { try Data().write(to: folder.appendingPathComponent("\(patch).patch")) }
    return root
  }

  /// The one line a bad `idiom.json` fails the report with.
  static func error(json: String?, patches: [String] = ["mvc", "mvp"]) throws -> String? {
    let root = try package(json: json, patches: patches)
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try IdiomCatalog.load(packageRoot: root)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("an idiom's id is its folder; its patches are named by architecture")
  func loads() throws {
    let root = try Self.package(json: Self.valid)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("# notes\n".utf8).write(to: root.appendingPathComponent("Idioms/README.md"))
    let idioms = try IdiomCatalog.load(packageRoot: root)
    #expect(idioms.map(\.id) == ["comparator"])
    #expect(idioms.first?.architectures == ["mvc", "mvp"])
    #expect(idioms.first?.patchPath(for: "mvp") == "Idioms/comparator/mvp.patch")
    #expect(idioms.first?.provisional == nil)
  }

  @Test("no Idioms/ folder is no idiom")
  func none() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try IdiomCatalog.load(packageRoot: root).isEmpty)
  }

  @Test(
    "a bad idiom.json fails with one line naming it",
    arguments: [
      (nil, "cannot be read"),
      ("{", "is not valid JSON"),
      (valid.replacingOccurrences(of: "\"title\": \"The sort comparator\", ", with: ""), "\"title\" is missing"),
      (valid.replacingOccurrences(of: "[1000]", with: "[\"1000\"]"), "\"sizes[0]\" has the wrong type"),
      (valid.replacingOccurrences(of: "[1000]", with: "[0]"), "\"sizes\" holds 0; a size is at least 1 event"),
      (valid.replacingOccurrences(of: "[\"list.refresh\"]", with: "[]"), "\"steps\" is empty"),
      (valid.replacingOccurrences(of: "\"a free function\"", with: "\" \""), "\"other\" is empty"),
      (valid.replacingOccurrences(of: "\"mvp\"]", with: "\"mvc\"]"), "\"architectures\" names an architecture twice"),
      (
        valid.replacingOccurrences(of: "{instructions.factor}", with: "{factor}"),
        "the sentence's placeholder {factor} is not one of " + IdiomSentence.placeholders.joined(separator: ", ")
      ),
    ] as [(String?, String)])
  func badJSON(json: String?, reason: String) throws {
    let line = try #require(try Self.error(json: json))
    #expect(line == "Idioms/comparator/idiom.json: \(reason); Reports/ is unchanged")
    #expect(!line.contains("\n"))
  }

  @Test("a missing patch, or a patch for an architecture the idiom does not list, fails the same way")
  func patchesMatchTheArchitectures() throws {
    #expect(
      try Self.error(json: Self.valid, patches: ["mvc"])
        == "Idioms/comparator/idiom.json: no patch for mvp (mvp.patch); Reports/ is unchanged")
    #expect(
      try Self.error(json: Self.valid, patches: ["mvc", "mvp", "redux"])
        == "Idioms/comparator/idiom.json: redux.patch is for an architecture \"architectures\" does not list; "
        + "Reports/ is unchanged")
  }

  @Test("the committed idioms load")
  func committed() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let idioms = try IdiomCatalog.load(packageRoot: root)
    #expect(!idioms.isEmpty)
  }
}
