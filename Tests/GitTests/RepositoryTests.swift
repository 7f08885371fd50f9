import Foundation
import Git
import GitFixtures
import Testing

@Suite("Repository")
struct RepositoryTests {
  @Test("revisions resolve branches, tags, ids and ancestry to commits")
  func revisions() throws {
    let fixture = try TestRepository()
    let first = try fixture.commit(["a.swift": "let a = 1\n"], message: "First\n\nBody")
    let second = try fixture.commit(["a.swift": "let a = 2\n"], message: "Second")
    try fixture.tag("v1", at: first)
    try fixture.branch("feature", at: first)
    let repository = try Repository.open(fixture.path)
    #expect(try repository.commit("main").id.hex == second)
    #expect(try repository.commit("HEAD~1").id.hex == first)
    #expect(try repository.commit("v1").id.hex == first)
    #expect(try repository.commit("feature").id.hex == first)
    #expect(try repository.commit(String(second.prefix(10))).id.hex == second)
    let commit = try repository.commit("v1")
    #expect(commit.summary == "First")
    #expect(commit.parents.isEmpty)
    #expect(try repository.commit("main").parents.map(\.hex) == [first])
    #expect(repository.isBare == false)
  }

  @Test("trees list regular files under a path, sorted, and blobs give their bytes")
  func trees() throws {
    let fixture = try TestRepository()
    try fixture.commit(
      [
        "Sources/App/App.swift": "struct App {}\n", "Sources/App/View.swift": "struct V {}\n",
        "Sources/App-Extra/X.swift": "x\n", "README.md": "# r\n", "Tests/AppTests.swift": "import App\n",
      ], message: "Files")
    let repository = try Repository.open(fixture.path)
    let commit = try repository.commit("main")
    let all = try repository.files(in: commit)
    #expect(
      all.map(\.path) == [
        "README.md", "Sources/App-Extra/X.swift", "Sources/App/App.swift", "Sources/App/View.swift",
        "Tests/AppTests.swift",
      ])
    let swift = try repository.files(in: commit, under: "./Sources/App/", matching: { $0.hasSuffix(".swift") })
    #expect(swift.map(\.path) == ["Sources/App/App.swift", "Sources/App/View.swift"])
    #expect(try repository.blob(swift[0].blob) == Array("struct App {}\n".utf8))
    #expect(try swift[0].blob.hex == fixture.blobID("struct App {}\n"))
    let single = try repository.files(in: commit, under: "README.md")
    #expect(single.map(\.path) == ["README.md"])
  }

  @Test("a walk follows first parents by default, and every parent when asked")
  func walks() throws {
    let fixture = try TestRepository()
    let base = try fixture.commit(["a.swift": "1\n"], message: "Base")
    try fixture.branch("topic", at: base)
    let topic = try fixture.commit(["a.swift": "1\n", "b.swift": "2\n"], message: "Topic", branch: "topic")
    let main = try fixture.commit(["a.swift": "3\n"], message: "Main")
    let merge = try fixture.commit(
      ["a.swift": "3\n", "b.swift": "2\n"], message: "Merge topic", parents: [main, topic])
    let tip = try fixture.commit(["a.swift": "4\n", "b.swift": "2\n"], message: "Tip")
    let repository = try Repository.open(fixture.path)
    #expect(try repository.walk(from: "main").map(\.id.hex) == [tip, merge, main, base])
    let every = try repository.walk(from: "main", firstParent: false).map(\.id.hex)
    #expect(Set(every) == [tip, merge, main, topic, base])
    #expect(every.first == tip && every.last == base)
    #expect(try repository.walk(from: "main", since: .revision(main)).map(\.id.hex) == [tip, merge, main])
    #expect(try repository.walk(from: "main", maximumCount: 2).map(\.id.hex) == [tip, merge])
    let mergeDate = try repository.commit(merge).date
    #expect(try repository.walk(from: "main", since: .date(mergeDate)).map(\.id.hex) == [tip, merge])
  }

  @Test("a diff lists added, deleted, modified and renamed files with their line counts")
  func diffs() throws {
    let fixture = try TestRepository()
    let body = (1...20).map { "let line\($0) = \($0)\n" }.joined()
    let before = try fixture.commit(
      ["Keep.swift": "a\nb\nc\n", "Gone.swift": "x\ny\n", "Old.swift": body], message: "Before")
    let after = try fixture.commit(
      ["Keep.swift": "a\nB\nc\nd\n", "New.swift": "n\n", "Moved/Renamed.swift": body], message: "After")
    let repository = try Repository.open(fixture.path)
    let changes = try repository.diff(from: repository.commit(before), to: repository.commit(after))
    #expect(
      changes == [
        FileChange(status: .deleted, path: "Gone.swift", linesAdded: 0, linesRemoved: 2),
        FileChange(status: .modified, path: "Keep.swift", linesAdded: 2, linesRemoved: 1),
        FileChange(status: .renamed, path: "Moved/Renamed.swift", oldPath: "Old.swift", linesAdded: 0, linesRemoved: 0),
        FileChange(status: .added, path: "New.swift", linesAdded: 1, linesRemoved: 0),
      ])
  }

  @Test("a commit's changes: against its first parent, a root's against the empty tree, under a folder only")
  func commitChanges() throws {
    let fixture = try TestRepository()
    let root = try fixture.commit(
      ["Sources/A.swift": "a\nb\n", "Sources/[x]/B.swift": "b\n", "Docs/C.swift": "c\n", "Sources/D.md": "d\n"],
      message: "Root")
    let next = try fixture.commit(
      ["Sources/A.swift": "a\nB\n", "Sources/[x]/B.swift": "b\n", "Docs/C.swift": "c\nc\n", "Sources/D.md": "e\n"],
      message: "Next")
    let repository = try Repository.open(fixture.path)
    let swift: (String) -> Bool = { $0.hasSuffix(".swift") }
    #expect(
      try repository.changes(in: repository.commit(root), under: "Sources", matching: swift) == [
        FileChange(status: .added, path: "Sources/A.swift", linesAdded: 2, linesRemoved: 0),
        FileChange(status: .added, path: "Sources/[x]/B.swift", linesAdded: 1, linesRemoved: 0),
      ])
    // A folder named like a glob is a folder: `[x]` is not the class of `x`.
    #expect(
      try repository.changes(in: repository.commit(root), under: "Sources/[x]").map(\.path) == ["Sources/[x]/B.swift"])
    #expect(
      try repository.changes(in: repository.commit(next)) == [
        FileChange(status: .modified, path: "Docs/C.swift", linesAdded: 1, linesRemoved: 0),
        FileChange(status: .modified, path: "Sources/A.swift", linesAdded: 1, linesRemoved: 1),
        FileChange(status: .modified, path: "Sources/D.md", linesAdded: 1, linesRemoved: 1),
      ])
  }

  @Test("a bare repository opens and reads like any other")
  func bare() throws {
    let fixture = try TestRepository(bare: true)
    try fixture.commit(["a.swift": "let a = 1\n"], message: "First")
    let repository = try Repository.open(fixture.path)
    #expect(repository.isBare)
    #expect(repository.workingDirectory == nil)
    #expect(try repository.isDirty == nil)
    #expect(try repository.files(in: repository.commit("main")).map(\.path) == ["a.swift"])
  }

  @Test("a folder's place in the working tree is the prefix paths given from it are relative to")
  func prefix() throws {
    let fixture = try TestRepository()
    try fixture.commit(["Samples/MVC/a.swift": "let a = 1\n"], message: "First")
    try fixture.checkOut()
    let repository = try Repository.open(fixture.path + "/Samples")
    #expect(repository.prefix(of: fixture.path + "/Samples/MVC") == "Samples/MVC/")
    #expect(repository.prefix(of: fixture.path) == "")
    #expect(repository.prefix(of: "/") == "")
    let bare = try TestRepository(bare: true)
    try bare.commit(["a.swift": "1\n"], message: "First")
    #expect(try Repository.open(bare.path).prefix(of: bare.path) == "")
  }

  @Test("untracked and changed files make the working tree dirty")
  func dirty() throws {
    let fixture = try TestRepository()
    try fixture.commit(["a.swift": "let a = 1\n"], message: "First")
    let repository = try Repository.open(fixture.path)
    // Nothing is checked out yet, so the committed file is missing from the working tree.
    #expect(try repository.isDirty == true)
    try fixture.checkOut()
    #expect(try repository.isDirty == false)
    let file = URL(fileURLWithPath: fixture.path).appendingPathComponent("a.swift")
    try Data("let a = 2\n".utf8).write(to: file)
    #expect(try repository.isDirty == true)
    try fixture.checkOut()
    #expect(try repository.isDirty == false)
    try Data("new\n".utf8).write(to: URL(fileURLWithPath: fixture.path).appendingPathComponent("b.swift"))
    #expect(try repository.isDirty == true)
  }
}
