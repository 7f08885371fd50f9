import Foundation
import GitFixtures
import Testing

@testable import Git

/// Renames by git's rules (`git diff -M`: diffcore-rename.c and diffcore-delta.c): a deleted and
/// an added file pair when the bytes in the lines they share are at least 50 % of the larger file.
///
/// The fixture's files differ from their originals by whitespace only, which libgit2's own
/// metric ignores and git does not: libgit2 called every pair below a rename.
@Suite("Renames as git finds them")
struct RenameDetectionTests {
  /// 100 lines of 16 bytes, ` let a001 = 001`; the lines after the first `kept` start with a
  /// tab instead of the space, so git finds `kept` % of the file copied.
  static func lines(_ letter: String, kept: Int = 100) -> String {
    (1...100).map { index in
      let number = String(format: "%03d", index)
      return "\(index <= kept ? " " : "\t")let \(letter)\(number) = \(number)\n"
    }.joined()
  }

  /// The commit before: five files under `Old/`.
  static let before = [
    "Old/Forty.swift": lines("a"), "Old/Sixty.swift": lines("b"), "Old/Fifty.swift": lines("c"),
    "Old/FortyNine.swift": lines("d"), "Old/Exact.swift": (1...30).map { "let exact\($0) = \($0)\n" }.joined(),
  ]

  /// The commit after: each moved to `New/`, with 43, 60, 50 and 49 % of it kept, and one unchanged.
  static let after = [
    "New/FortyMoved.swift": lines("a", kept: 43), "New/SixtyMoved.swift": lines("b", kept: 60),
    "New/FiftyMoved.swift": lines("c", kept: 50), "New/FortyNineMoved.swift": lines("d", kept: 49),
    "New/ExactRenamed.swift": before["Old/Exact.swift"]!,
  ]

  /// `git diff -M --name-status` of the fixture, from git 2.39.5 when this test was written (with
  /// `-M1%` git rates the pairs R043, R060, R050 and R049), in archbench's path order.
  static let gitNameStatus = [
    "R\tOld/Exact.swift\tNew/ExactRenamed.swift",
    "R\tOld/Fifty.swift\tNew/FiftyMoved.swift",
    "A\tNew/FortyMoved.swift",
    "A\tNew/FortyNineMoved.swift",
    "R\tOld/Sixty.swift\tNew/SixtyMoved.swift",
    "D\tOld/Forty.swift",
    "D\tOld/FortyNine.swift",
  ]

  static func nameStatus(_ changes: [FileChange]) -> [String] {
    changes.map { change in
      switch change.status {
      case .renamed: "R\t\(change.oldPath ?? "")\t\(change.path)"
      case .added: "A\t\(change.path)"
      case .deleted: "D\t\(change.path)"
      default: "\(change.status)\t\(change.path)"
      }
    }
  }

  @Test("43 % and 49 % similar are a deletion and an addition; 50 %, 60 % and exact are renames")
  func threshold() throws {
    let fixture = try TestRepository()
    let old = try fixture.commit(Self.before, message: "Before")
    let new = try fixture.commit(Self.after, message: "Move")
    let repository = try Repository.open(fixture.path)
    let changes = try repository.diff(from: try repository.commit(old), to: try repository.commit(new))
    #expect(Self.nameStatus(changes) == Self.gitNameStatus)
    // A rename's lines are those of its diff: 40 lines re-indented, 50 for the pair at 50 %.
    let sixty = changes.first { $0.path == "New/SixtyMoved.swift" }
    #expect(sixty.map { [$0.linesAdded, $0.linesRemoved] } == [40, 40])
    let fifty = changes.first { $0.path == "New/FiftyMoved.swift" }
    #expect(fifty.map { [$0.linesAdded, $0.linesRemoved] } == [50, 50])
    // The same rule for one commit against its parent, as hotspots reads history.
    let commit = try repository.changes(in: try repository.commit(new))
    #expect(Self.nameStatus(commit) == Self.gitNameStatus)
  }

  @Test("git's similarity: bytes of the lines shared over the larger file, in whole percent rounded down")
  func similarity() {
    let old = Array(Self.lines("a").utf8)
    #expect(GitSimilarity.score(old, Array(Self.lines("a", kept: 43).utf8)) == 43)
    #expect(GitSimilarity.score(old, Array(Self.lines("a", kept: 50).utf8)) == 50)
    #expect(GitSimilarity.score(old, Array(Self.lines("a", kept: 49).utf8)) == 49)
    #expect(GitSimilarity.score(old, old) == 100)
    // Lines longer than 64 bytes are cut into 64-byte spans; CR before LF does not count in text.
    let long = String(repeating: "x", count: 100) + "\n"
    #expect(GitSimilarity.score(Array(("a\n" + long).utf8), Array(("b\n" + long).utf8)) == 101 * 100 / 103)
    #expect(GitSimilarity.score(Array("a\nb\n".utf8), Array("a\r\nb\r\n".utf8)) == 4 * 100 / 6)
    // Empty files are never similar; an exact rename pairs them (libgit2 and git alike).
    #expect(GitSimilarity.score([], []) == 0)
    // The order of the lines does not matter, their counts do.
    #expect(GitSimilarity.score(Array("a\nb\n".utf8), Array("b\na\n".utf8)) == 100)
    #expect(GitSimilarity.score(Array("a\na\n".utf8), Array("a\nb\n".utf8)) == 50)
  }

  /// `git diff -M --name-status OLD NEW` in `fixture`, run by the git on this machine, without
  /// the score (`R050` reads `R`), which archbench does not keep.
  static func gitNameStatus(_ fixture: TestRepository, _ old: String, _ new: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", fixture.path, "diff", "-M", "--name-status", old, new]
    // No user or system configuration: git's defaults (diff.renameLimit, diff.renames).
    process.environment = ["GIT_CONFIG_NOSYSTEM": "1", "HOME": fixture.path, "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return ["git exited with \(process.terminationStatus)"] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      $0.hasPrefix("R") ? "R" + $0.drop { $0 != "\t" } : String($0)
    }
  }

  @Test(
    "the fixture's renames are what the git on this machine reports, run now",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
  func againstGit() throws {
    let fixture = try TestRepository()
    let old = try fixture.commit(Self.before, message: "Before")
    let new = try fixture.commit(Self.after, message: "Move")
    let repository = try Repository.open(fixture.path)
    let changes = try repository.diff(from: try repository.commit(old), to: try repository.commit(new))
    // git lists deletions by their old path among the others; archbench sorts by path too, so
    // compare the sets.
    let git = try Self.gitNameStatus(fixture, old, new)
    #expect(Set(Self.nameStatus(changes)) == Set(git))
    #expect(Set(git) == Set(Self.gitNameStatus))
  }

  @Test("a file with the same name at 75 % or more is paired before a more similar one (git 2.33+)")
  func sameFileNameFirst() throws {
    let fixture = try TestRepository()
    let old = (1...20).map { "let line\($0) = \($0)\n" }
    let other = { (index: Int) in "let other\(index) = \(index)\n" }
    let first = try fixture.commit(["A/x.swift": old.joined()], message: "A")
    let second = try fixture.commit(
      [
        "B/x.swift": (old.prefix(16) + (17...20).map(other)).joined(),
        "C/y.swift": (old.prefix(19) + [other(20)]).joined(),
      ], message: "B")
    let repository = try Repository.open(fixture.path)
    let changes = try repository.diff(from: try repository.commit(first), to: try repository.commit(second))
    // git 2.39.5, `git diff -M --name-status`: R077 A/x.swift B/x.swift, A C/y.swift (which git
    // rates R094 once B/x.swift has another name). libgit2 took the most similar, C/y.swift.
    #expect(Self.nameStatus(changes) == ["R\tA/x.swift\tB/x.swift", "A\tC/y.swift"])
  }

  @Test("past git's rename limit (1000² sources × destinations left) only exact and same-name renames are found")
  func renameLimit() throws {
    let fixture = try TestRepository()
    // Ten lines, nine of them kept by each moved file (91 %), and unlike every other file.
    func body(_ index: Int, last: String) -> String {
      (1...9).map { "let f\(index)_\($0) = \($0)\n" }.joined() + "// \(last) \(index)\n"
    }
    var before = Dictionary(uniqueKeysWithValues: (1...1001).map { ("Old/F\($0).swift", body($0, last: "here")) })
    before["Old/Same.swift"] = "let same = 1\n"
    var after = Dictionary(uniqueKeysWithValues: (1...1001).map { ("New/G\($0).swift", body($0, last: "moved")) })
    after["New/Same2.swift"] = "let same = 1\n"
    after["New/F7.swift"] = body(7, last: "here") + "// edit\n"
    let old = try fixture.commit(before, message: "Before")
    let new = try fixture.commit(after, message: "Move")
    let repository = try Repository.open(fixture.path)
    let changes = try repository.diff(from: try repository.commit(old), to: try repository.commit(new))
    // git 2.39.5, `git diff -M --name-status`: R100 Old/Same.swift New/Same2.swift (exact), R094
    // Old/F7.swift New/F7.swift (same name), then 1000 sources × 1001 destinations > 1000²: "warning:
    // exhaustive rename detection was skipped due to too many files", every G an addition.
    #expect(
      Self.nameStatus(changes.filter { $0.status == .renamed }) == [
        "R\tOld/F7.swift\tNew/F7.swift", "R\tOld/Same.swift\tNew/Same2.swift",
      ])
    #expect(changes.count == 2 + 1000 + 1001)
  }

  @Test("the limit is on the product: 2 × 2 files are compared under a limit of 2, 2 × 3 are not")
  func limitIsTheProduct() {
    func file(_ path: String, _ text: String) -> RenameDetection.File {
      RenameDetection.File(path: Array(path.utf8), id: nil, isRegular: true) { Array(text.utf8) }
    }
    let body = { (index: Int) in (1...9).map { "let v\(index)_\($0) = 0\n" }.joined() }
    let sources = [file("a/1", body(1)), file("a/2", body(2))]
    let two = [file("b/3", body(1) + "x\n"), file("b/4", body(2) + "y\n")]
    let found = RenameDetection.Finder(sources: sources, destinations: two, limit: 2).pairs()
    #expect(
      Set(found.keys.map { String(decoding: $0.old, as: UTF8.self) + ">" + String(decoding: $0.new, as: UTF8.self) })
        == ["a/1>b/3", "a/2>b/4"])
    let three = two + [file("b/5", "let z = 0\n")]
    #expect(RenameDetection.Finder(sources: sources, destinations: three, limit: 2).pairs().isEmpty)
    #expect(RenameDetection.Finder(sources: sources, destinations: three, limit: 3).pairs().count == 2)
  }
}
