import Foundation
import Git
import GitFixtures
import Testing

@Suite("Bad repositories and revisions")
struct GitErrorTests {
  @Test("a folder outside any repository, and a missing path, are not repositories")
  func notARepository() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      try Repository.open(folder, searchParents: false)
    } throws: { error in
      guard case GitError.notARepository(path: folder, _) = error else { return false }
      return true
    }
    #expect(throws: GitError.notARepository(path: folder + "/missing", reason: "no such file or directory")) {
      try Repository.open(folder + "/missing")
    }
  }

  @Test("an unknown revision names itself and the repository")
  func unknownRevision() throws {
    let fixture = try TestRepository()
    try fixture.commit(["a.swift": "1\n"], message: "First")
    let repository = try Repository.open(fixture.path)
    let error = GitError.unknownRevision("nope", repository: fixture.path)
    #expect(throws: error) { try repository.commit("nope") }
    #expect(error.description == "unknown revision 'nope' in \(fixture.path)")
  }

  @Test("a tree, a blob, or a tag of a blob is an object, but not a commit: said so, with what it is")
  func notACommit() throws {
    let fixture = try TestRepository()
    let commit = try fixture.commit(["a.swift": "1\n"], message: "First")
    let blob = try fixture.blobID("1\n")
    let tree = try fixture.rootTreeID(of: commit)
    try fixture.annotatedTag("blob-tag", at: blob)
    try fixture.annotatedTag("tree-tag", at: tree)
    let repository = try Repository.open(fixture.path)
    let cases = [
      (blob, "a blob (\(blob.prefix(7)))"), (tree, "a tree (\(tree.prefix(7)))"), ("HEAD^{tree}", "a tree"),
      ("blob-tag", "a tag of a blob"), ("tree-tag", "a tag of a tree"),
    ]
    for (revision, object) in cases {
      #expect {
        try repository.commit(revision)
      } throws: { error in
        guard case GitError.notACommit(revision, let kind, fixture.path) = error else { return false }
        return kind.hasPrefix(object)
      }
    }
    let error = GitError.notACommit(tree, object: "a tree (\(tree.prefix(7)))", repository: "/r")
    #expect(error.description == "'\(tree)' is a tree (\(tree.prefix(7))), not a commit, in /r")
  }

  @Test("a .git file pointing to a gitdir that is not there says so, naming both")
  func dotGitFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "gitdir: ../gone/.git/worktrees/w\n".write(
      to: folder.appendingPathComponent(".git"), atomically: true, encoding: .utf8)
    let gone = folder.deletingLastPathComponent().appendingPathComponent("gone/.git/worktrees/w").path
    let reason = "\(folder.path)/.git points to \(gone), which does not exist"
    // From the folder, and from a folder under it: the search finds the same file.
    #expect(throws: GitError.notARepository(path: folder.path, reason: reason)) { try Repository.open(folder.path) }
    let sub = folder.appendingPathComponent("sub").path
    #expect(throws: GitError.notARepository(path: sub, reason: reason)) { try Repository.open(sub) }
  }

  @Test("a corrupt index is named as such, for a status and for a diff, which reads .gitattributes through it")
  func corruptIndex() throws {
    let fixture = try TestRepository()
    try fixture.commit(["a.swift": "1\n"], message: "First")
    try fixture.commit(["a.swift": "2\n"], message: "Second")
    try fixture.checkOut()
    let index = fixture.path + "/.git/index"
    for (bytes, reason) in [(4, "it is 4 bytes, smaller than an index can be"), (0, "it is 0 bytes")] {
      try Data(try Data(contentsOf: URL(fileURLWithPath: index)).prefix(bytes)).write(to: URL(fileURLWithPath: index))
      let fresh = try Repository.open(fixture.path)
      for read in [{ _ = try fresh.isDirty }, { _ = try fresh.changes(in: fresh.commit("main")) }] {
        #expect {
          try read()
        } throws: { error in
          guard case GitError.corruptIndex(index, let text) = error else { return false }
          return text.hasPrefix(reason)
        }
      }
    }
    #expect(
      GitError.corruptIndex("/r/.git/index", reason: "it is 4 bytes").description
        == "the index /r/.git/index is corrupt: it is 4 bytes")
  }

  @Test("an empty repository has no revisions")
  func empty() throws {
    let fixture = try TestRepository()
    let repository = try Repository.open(fixture.path)
    #expect(repository.isEmpty)
    #expect(throws: GitError.emptyRepository(fixture.path)) { try repository.commit("HEAD") }
  }

  @Test("a shallow clone refuses a walk, which would end early")
  func shallow() throws {
    let fixture = try TestRepository()
    let first = try fixture.commit(["a.swift": "1\n"], message: "First")
    try fixture.commit(["a.swift": "2\n"], message: "Second")
    try fixture.makeShallow(at: first)
    let repository = try Repository.open(fixture.path)
    #expect(repository.isShallow)
    #expect(throws: GitError.shallowClone(fixture.path)) { try repository.walk(from: "main") }
  }

  @Test("a damaged loose object is reported as corrupt, with its id")
  func corrupt() throws {
    let fixture = try TestRepository()
    try fixture.commit(["a.swift": "let a = 1\n"], message: "First")
    let blob = try fixture.blobID("let a = 1\n")
    let objectPath = fixture.looseObjectPath(blob)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: objectPath)
    try Data("not zlib at all".utf8).write(to: URL(fileURLWithPath: objectPath))
    let repository = try Repository.open(fixture.path)
    let file = try #require(try repository.files(in: repository.commit("main")).first)
    #expect {
      try repository.blob(file.blob)
    } throws: { error in
      guard case GitError.corruptObject(blob, _) = error else { return false }
      return true
    }
  }

  @Test("a path the revision lacks is named with the revision")
  func missingPath() throws {
    let fixture = try TestRepository()
    let id = try fixture.commit(["Sources/a.swift": "1\n"], message: "First")
    let repository = try Repository.open(fixture.path)
    let error = GitError.missingPath("Samples/MVC", revision: String(id.prefix(7)))
    #expect(throws: error) { try repository.files(in: repository.commit("main"), under: "Samples/MVC/") }
    #expect(error.description == "revision '\(id.prefix(7))' has no path 'Samples/MVC'")
  }
}
