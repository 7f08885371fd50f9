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
    // A blob's id is an object but not a commit.
    #expect(throws: GitError.unknownRevision(try fixture.blobID("1\n"), repository: fixture.path)) {
      try repository.commit(try fixture.blobID("1\n"))
    }
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
