import Foundation
import GitFixtures
import Testing

@testable import Git

/// libgit2 1.5 never returns from reading a truncated loose object: `scan --rev`, `history`
/// and `compare` hung at 100 % CPU (issue 26). The loose-object guard refuses one, naming it.
@Suite("Truncated loose objects", .timeLimit(.minutes(1)))
struct TruncatedObjectTests {
  /// A repository whose one file is large enough to make a real zlib stream, with its ids.
  private func repository() throws -> (fixture: TestRepository, commit: String, tree: String, blob: String) {
    let fixture = try TestRepository()
    let content = (1...200).map { "let value\($0) = \($0 * 7919 % 1013)  // a line to compress\n" }.joined()
    let commit = try fixture.commit(["Sources/Values.swift": content], message: "First")
    let repository = try Repository.open(fixture.path)
    let tree = try repository.commit(commit).tree.hex
    return (fixture, commit, tree, try fixture.blobID(content))
  }

  /// Cuts a loose object's file to half its size, as a crash while writing it would.
  private func truncate(_ id: String, in fixture: TestRepository) throws {
    let path = fixture.looseObjectPath(id)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
  }

  private func isCorrupt(_ error: any Error, _ id: String) -> Bool {
    guard case GitError.corruptObject(id, let reason) = error else { return false }
    return reason.hasSuffix("is truncated")
  }

  @Test("a truncated blob")
  func blob() throws {
    let (fixture, commit, _, blob) = try repository()
    try truncate(blob, in: fixture)
    let repository = try Repository.open(fixture.path)
    let file = try #require(try repository.files(in: repository.commit(commit)).first)
    #expect { try repository.blob(file.blob) } throws: { isCorrupt($0, blob) }
  }

  @Test("a truncated tree")
  func tree() throws {
    let (fixture, commit, tree, _) = try repository()
    try truncate(tree, in: fixture)
    let repository = try Repository.open(fixture.path)
    #expect { try repository.files(in: repository.commit(commit)) } throws: { isCorrupt($0, tree) }
  }

  @Test("a truncated tree on the way to a path is corrupt, not a missing path")
  func parentTree() throws {
    let fixture = try TestRepository()
    let content = (1...200).map { "let value\($0) = \($0 * 7919 % 1013)\n" }.joined()
    let commit = try fixture.commit(["Samples/One/Values.swift": content, "Samples/Two.swift": content], message: "1")
    let samplesTree = try fixture.treeID(at: "Samples", in: commit)
    try truncate(samplesTree, in: fixture)
    let reopened = try Repository.open(fixture.path)
    #expect { try reopened.files(in: reopened.commit(commit), under: "Samples/One") } throws: {
      isCorrupt($0, samplesTree)
    }
  }

  @Test("alternates: the folders libgit2 reads, with both readings of a relative line")
  func alternates() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alternates-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let objects = folder.appendingPathComponent("objects")
    try FileManager.default.createDirectory(
      at: objects.appendingPathComponent("info"), withIntermediateDirectories: true)
    try "/elsewhere/objects\n# a comment\n../shared/objects\nplain\n".write(
      to: objects.appendingPathComponent("info/alternates"), atomically: true, encoding: .utf8)
    let current = FileManager.default.currentDirectoryPath
    #expect(
      LooseObjectGuard.objectFolders(from: objects.path) == [
        objects.path, "/elsewhere/objects", folder.appendingPathComponent("shared/objects").path,
        URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent("shared/objects").path,
        objects.appendingPathComponent("plain").path,
        URL(fileURLWithPath: current).appendingPathComponent("plain").path,
      ])
  }

  @Test("a truncated commit, read by revision and in a walk")
  func commit() throws {
    let (fixture, commit, _, _) = try repository()
    try truncate(commit, in: fixture)
    let repository = try Repository.open(fixture.path)
    #expect { try repository.commit("main") } throws: { isCorrupt($0, commit) }
    #expect { try repository.walk(from: commit) } throws: { isCorrupt($0, commit) }
  }

  @Test("an empty object file and garbage are refused too")
  func emptyAndGarbage() throws {
    let (fixture, commit, _, blob) = try repository()
    let path = fixture.looseObjectPath(blob)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    try Data().write(to: URL(fileURLWithPath: path))
    let repository = try Repository.open(fixture.path)
    let file = try #require(try repository.files(in: repository.commit(commit)).first)
    #expect { try repository.blob(file.blob) } throws: { isCorrupt($0, blob) }
  }

  @Test("an unknown revision in a shallow clone says that the clone is shallow")
  func shallowUnknownRevision() throws {
    let fixture = try TestRepository()
    let first = try fixture.commit(["a.swift": "1\n"], message: "First")
    try fixture.commit(["a.swift": "2\n"], message: "Second")
    try fixture.makeShallow(at: first)
    let repository = try Repository.open(fixture.path)
    let error = GitError.unknownRevisionInShallowClone("nope", repository: fixture.path)
    #expect(throws: error) { try repository.commit("nope") }
    #expect(
      error.description
        == "unknown revision 'nope' in \(fixture.path), a shallow clone whose history stops early; "
        + "fetch the rest with 'git fetch --unshallow'")
  }
}
