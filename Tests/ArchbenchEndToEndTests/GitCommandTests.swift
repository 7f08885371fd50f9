import Foundation
import GitFixtures
import Testing

/// `archbench scan --rev`, `history` and `compare` on repositories built through libgit2:
/// exact output, the blob cache across runs, and every bad input's line and exit status.
@Suite("archbench scan --rev, history and compare")
struct GitCommandTests {
  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await ScanCommandTests.run(arguments)
  }

  @Test("scan --rev puts several branches side by side")
  func scanRevisions() async throws {
    let study = try StudyRepository(bare: true)
    let result = try await Self.run(["scan", "--git", study.path, "--rev", "v1,topic", "--no-cache", "Samples"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("Revision                v1      topic\n"))
    #expect(result.standardOutput.contains("Code lines               7         14\n"))
    let one = try await Self.run(["scan", "--git", study.path, "--rev", "v1", "--format", "csv", "Samples/MVC"])
    #expect(one.status == 0)
    #expect(one.standardOutput.contains("Sources/LoginViewController.swift"))
  }

  @Test("history prints CSV, writes the chart, and measures nothing the second time")
  func history() async throws {
    let study = try StudyRepository()
    let chart = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: chart) }
    let first = try await Self.run(["history", "--git", study.path, "--chart", chart.path])
    #expect(first.status == 0)
    let lines = first.standardOutput.split(separator: "\n")
    // The header, MVC alone at A, then MVC and MVVM at B, D and E.
    #expect(lines.count == 8)
    #expect(lines.last == "\(study.e),2026-01-01T00:05:00Z,MVVM,3,0,7,0,0,0,0,2,MVVM-like,0,3,0,3,1")
    #expect(
      first.standardError.hasPrefix(
        "[history] 4 commits walked, 4 measured, 2 groups; 7 blobs measured, 0 from the cache;"))
    #expect(try String(contentsOf: chart, encoding: .utf8).contains(">MVVM 7</text>"))
    let second = try await Self.run(["history", "--git", study.path, "--format", "json"])
    #expect(second.status == 0)
    #expect(
      second.standardError.hasPrefix(
        "[history] 4 commits walked, 4 measured, 2 groups; 0 blobs measured, 7 from the cache;"))
    #expect(second.standardOutput.contains("\"commitsWalked\" : 4"))
  }

  @Test("compare prints each architecture's delta")
  func compare() async throws {
    let study = try StudyRepository()
    let result = try await Self.run(["compare", "--git", study.path, "v1", "main", "--no-cache"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.split(separator: "\n").dropFirst(2).map(String.init) == [
        "MVC     2 → 2 (0)  7 → 8 (+1)   0 → 0 (0)  2 → 0 (-2)        3      +1      -3  ViewController +1",
        "MVVM   – → 3 (+3)  – → 7 (+7)   – → 0 (0)   – → 0 (0)        3      +7      -0  View +3, ViewModel +3, Other +1",
      ])
  }

  @Test("bad repositories and revisions: one line each, and their own exit status")
  func badInput() async throws {
    let study = try StudyRepository()
    let plain = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: plain) }
    let empty = try TestRepository()
    let shallow = try StudyRepository()
    try shallow.repository.makeShallow(at: shallow.b)
    let corrupt = try StudyRepository()
    let blob = try corrupt.repository.blobID(StudyRepository.validation)
    let object = corrupt.repository.looseObjectPath(blob)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object)
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: object))
    let cases: [(arguments: [String], status: Int32, message: String)] = [
      (
        ["history", "--git", plain], 10, "Error: \(plain) is not a git repository (no .git found here or in any parent)"
      ),
      (
        ["compare", "--git", plain + "/nope", "a", "b"], 10,
        "Error: \(plain)/nope is not a git repository (no such file or directory)"
      ),
      (["scan", "--git", study.path, "--rev", "MVC"], 11, "Error: unknown revision 'MVC' in \(study.path)"),
      (["compare", "--git", study.path, "v1", "v9"], 11, "Error: unknown revision 'v9' in \(study.path)"),
      (["history", "--git", empty.path], 12, "Error: \(empty.path) is an empty repository: it has no commits yet"),
      (
        ["history", "--git", shallow.path], 13,
        "Error: \(shallow.path) is a shallow clone, so its history is incomplete; fetch the rest with 'git fetch --unshallow'"
      ),
      (
        ["scan", "--git", study.path, "--rev", "v1", "Samples/MVVM"], 15,
        "Error: revision '\(study.a.prefix(7))' has no path 'Samples/MVVM'"
      ),
      (
        ["history", "--git", study.path, "--paths", "nosuch"], 15,
        "Error: the path 'nosuch' is not in any commit walked from 'HEAD'"
      ),
      (["history", "--git", study.path, "--paths", ".."], 15, "Error: the path '..' leads outside the repository"),
    ]
    for (arguments, status, message) in cases {
      let result = try await Self.run(arguments)
      #expect(result.status == status, "\(arguments)")
      #expect(result.standardError == message + "\n", "\(arguments)")
      #expect(result.standardOutput == "", "\(arguments)")
    }
    let damaged = try await Self.run(["scan", "--git", corrupt.path, "--rev", "main", "--no-cache"])
    #expect(damaged.status == 14)
    #expect(damaged.standardError.hasPrefix("Error: corrupt object \(blob): "))
    #expect(damaged.standardError.split(separator: "\n").count == 1)
  }
}
