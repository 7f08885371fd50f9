import Foundation
import GitFixtures
import Testing

@testable import Reports

@Suite("Idiom patches applied to the committed tree")
struct IdiomPatchTests {
  static let store = "struct Store {\n  static func isOrderedBefore() {}\n}\n"

  static let json = """
    { "title": "The comparator", "committed": "a static func", "other": "a method",
      "architectures": ["mvc"], "steps": ["list.refresh"], "sentence": "{architecture}" }
    """

  /// A patch of `Samples/MVC/Store.swift` whose context line is `context`.
  static func patch(context: String) -> String {
    """
    diff --git a/Samples/MVC/Store.swift b/Samples/MVC/Store.swift
    --- a/Samples/MVC/Store.swift
    +++ b/Samples/MVC/Store.swift
    @@ -1,3 +1,3 @@
     \(context)
    -  static func isOrderedBefore() {}
    +  func isOrderedBefore() {}
     }

    """
  }

  /// A checkout whose one commit holds the sample and the idiom with `patch`, checked out.
  static func checkout(patch: String) throws -> TestRepository {
    let repository = try TestRepository()
    try repository.commit(
      [
        "Samples/MVC/Store.swift": store, "Idioms/comparator/idiom.json": json,
        "Idioms/comparator/mvc.patch": patch,
      ], message: "Add the sample and its idiom")
    try repository.checkOut()
    return repository
  }

  @Test("a patch that applies gives the idiom its tree")
  func applies() throws {
    let repository = try Self.checkout(patch: Self.patch(context: "struct Store {"))
    let root = URL(fileURLWithPath: repository.path)
    let phase = IdiomPhase(packageRoot: root, fresh: false) { _ in }
    let patched = try #require(try phase.patched(IdiomCatalog.load(packageRoot: root)))
    #expect(patched.2.count == 1)
    #expect(patched.2.first != patched.1.tree)
  }

  @Test("a patch that no longer applies fails the report with one line naming it, before anything is built")
  func doesNotApply() async throws {
    let repository = try Self.checkout(patch: Self.patch(context: "struct EventStore {"))
    let root = URL(fileURLWithPath: repository.path)
    var progress: [String] = []
    do {
      _ = try await IdiomPhase(packageRoot: root, fresh: false) { progress.append($0) }.run()
      Issue.record("the phase went on with a patch that does not apply")
    } catch let error as ReportError {
      guard case .idiomPatchDoesNotApply(let path, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "Idioms/comparator/mvc.patch")
      #expect(error.description.hasPrefix("the idiom patch Idioms/comparator/mvc.patch no longer applies"))
      #expect(!error.description.contains("\n"))
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build-idioms").path))
  }

  @Test("a checkout with uncommitted changes is not measured, and the report says why")
  func dirty() async throws {
    let repository = try Self.checkout(patch: Self.patch(context: "struct Store {"))
    let root = URL(fileURLWithPath: repository.path)
    try Data("struct Store {}\n".utf8).write(to: root.appendingPathComponent("Samples/MVC/Store.swift"))
    var progress: [String] = []
    let report = try await IdiomPhase(packageRoot: root, fresh: false) { progress.append($0) }.run()
    #expect(report == nil)
    #expect(progress.contains { $0.contains("idioms not measured: the checkout has uncommitted changes") })
  }

  @Test("outside a git checkout the section is left out, and the report says why")
  func notACheckout() async throws {
    let root = try IdiomCatalogTests.package(json: IdiomCatalogTests.valid)
    defer { try? FileManager.default.removeItem(at: root) }
    var progress: [String] = []
    let report = try await IdiomPhase(packageRoot: root, fresh: false) { progress.append($0) }.run()
    #expect(report == nil)
    #expect(progress.contains { $0.contains("idioms not measured: \(root.path) is not a git checkout") })
  }
}
