import Foundation
import GitFixtures
import Testing

/// `archbench hotspots` on `HotspotRepository` (Docs/hotspots.md's worked example): exact
/// output in each format, and each bad input's line and exit status.
@Suite("archbench hotspots")
struct HotspotsCommandTests {
  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await ScanCommandTests.run(arguments)
  }

  @Test("the text output of a bare repository's whole history, as Docs/hotspots.md works it out")
  func text() async throws {
    let fixture = try HotspotRepository(bare: true)
    let result = try await Self.run(["hotspots", "--git", fixture.path, "Sources", "--no-cache"])
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.expectedText(tip: String(fixture.commits[9].prefix(7))))
    #expect(
      result.standardError.hasPrefix(
        "[hotspots] 10 commits walked, 3 files ranked, 2 pairs; 3 blobs measured, 0 from the cache;"))
  }

  static func expectedText(tip: String) -> String {
    """
    Hotspots in Sources at HEAD (\(tip)): 10 commits walked, 1 merge skipped, 9 with Swift changes; 3 of 3 files changed; score = commits × cyclomatic
    Rank  File                   Commits  +Lines  -Lines  Churn  Code  Cyclomatic  Cognitive  Score
       1  Sources/A.swift              7      11       0     11     5           2          2     14
       2  Sources/Core/B2.swift        6       7       0      7     3           1          1      6
       3  Sources/C.swift              4       4       0      4     1           0          0      0

    Temporal coupling: 2 pairs changed together in at least 3 of 9 commits (0 changing more than 30 Swift files left out); support = shared / 9, A→B = shared / commits A
    File A           File B                 Shared  Commits A  Commits B  Support     A→B     B→A
    Sources/A.swift  Sources/Core/B2.swift       5          7          6   55.6 %  71.4 %  83.3 %
    Sources/C.swift  Sources/Core/B2.swift       3          4          6   33.3 %  75.0 %  50.0 %

    """
  }

  @Test("JSON with its schema version, CSV with both lists, Markdown; --since by revision and by date agree")
  func formats() async throws {
    let fixture = try HotspotRepository()
    let json = try await Self.run(["hotspots", "--git", fixture.path, "Sources", "--format", "json", "--no-cache"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["couplingCommits"] as? Int == 9)
    let first = try #require((object["hotspots"] as? [[String: Any]])?.first)
    #expect(first["path"] as? String == "Sources/A.swift")
    #expect(first["score"] as? Int == 14)

    let csv = try await Self.run(["hotspots", "--git", fixture.path, "Sources", "--format", "csv", "--no-cache"])
    #expect(
      csv.standardOutput.split(separator: "\n").map(String.init) == [
        "analysis,rank,file,coupled_file,commits,lines_added,lines_removed,churn,code,cyclomatic,cognitive,score,"
          + "shared,coupled_commits,support,confidence,coupled_confidence",
        "hotspot,1,Sources/A.swift,,7,11,0,11,5,2,2,14,,,,,",
        "hotspot,2,Sources/Core/B2.swift,,6,7,0,7,3,1,1,6,,,,,",
        "hotspot,3,Sources/C.swift,,4,4,0,4,1,0,0,0,,,,,",
        "coupling,1,Sources/A.swift,Sources/Core/B2.swift,7,,,,,,,,5,6,0.5556,0.7143,0.8333",
        "coupling,2,Sources/C.swift,Sources/Core/B2.swift,4,,,,,,,,3,6,0.3333,0.7500,0.5000",
      ])

    let markdown = try await Self.run([
      "hotspots", "--git", fixture.path, "Sources", "--format", "markdown", "--no-cache", "--top", "1",
    ])
    #expect(markdown.standardOutput.contains("| 1 | Sources/A.swift | 7 | 11 | 0 | 11 | 5 | 2 | 2 | 14 |\n"))
    #expect(
      markdown.standardOutput.contains(
        "| Sources/A.swift | Sources/Core/B2.swift | 5 | 7 | 6 | 55.6 % | 71.4 % | 83.3 % |\n"))

    let byRevision = try await Self.run([
      "hotspots", "--git", fixture.path, "Sources", "--since", "v4", "--format", "csv",
    ])
    let byDate = try await Self.run([
      "hotspots", "--git", fixture.path, "Sources", "--since", "2026-01-01T00:05:00Z", "--format", "csv",
    ])
    #expect(byRevision.status == 0)
    #expect(byRevision.standardOutput.contains("hotspot,1,Sources/A.swift,,3,3,0,3,5,2,2,6,,,,,\n"))
    #expect(byRevision.standardOutput == byDate.standardOutput)
  }

  @Test("a folder on disk opens the repository that holds it; --output is written whole")
  func folderAndOutput() async throws {
    let fixture = try HotspotRepository()
    try fixture.repository.checkOut()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("hotspots-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try await Self.run(["hotspots", fixture.path + "/Sources", "--output", output.path, "--no-cache"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "")
    #expect(
      try String(contentsOf: output, encoding: .utf8)
        == Self.expectedText(tip: String(fixture.commits[9].prefix(7))))
  }

  @Test("bad inputs: one line each, their own exit status, nothing on standard output")
  func badInput() async throws {
    let fixture = try HotspotRepository()
    let plain = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: plain) }
    let empty = try TestRepository()
    let shallow = try HotspotRepository()
    try shallow.repository.makeShallow(at: shallow.commits[4])
    let tip = String(fixture.commits[9].prefix(7))
    let tree = try fixture.repository.rootTreeID(of: fixture.commits[9])
    let cases: [(arguments: [String], status: Int32, message: String)] = [
      (["hotspots", plain], 10, "Error: \(plain) is not a git repository (no .git found here or in any parent)"),
      (["hotspots", "--git", fixture.path, "--since", "v9"], 11, "Error: unknown revision 'v9' in \(fixture.path)"),
      (["hotspots", "--git", fixture.path, "--rev", "nope"], 11, "Error: unknown revision 'nope' in \(fixture.path)"),
      (["hotspots", "--git", empty.path], 12, "Error: \(empty.path) is an empty repository: it has no commits yet"),
      (
        ["hotspots", "--git", shallow.path], 13,
        "Error: \(shallow.path) is a shallow clone, so its history is incomplete; fetch the rest with 'git fetch --unshallow'"
      ),
      (["hotspots", "--git", fixture.path, "Nope"], 15, "Error: revision '\(tip)' has no path 'Nope'"),
      (["hotspots", "--git", fixture.path, ".."], 15, "Error: the path '..' leads outside the repository"),
      (
        ["hotspots", "--git", fixture.path, "--rev", tree], 11,
        "Error: '\(tree)' is a tree (\(tree.prefix(7))), not a commit, in \(fixture.path)"
      ),
    ]
    for (arguments, status, message) in cases {
      let result = try await Self.run(arguments + ["--no-cache"])
      #expect(result.status == status, "\(arguments)")
      #expect(result.standardError == message + "\n", "\(arguments)")
      #expect(result.standardOutput == "", "\(arguments)")
    }
    let date = try await Self.run(["hotspots", "--git", fixture.path, "--since", "2026-13-45"])
    #expect(date.status == 64)
    #expect(date.standardError.contains("--since '2026-13-45' is not a valid date"))
    #expect(date.standardOutput == "")
    // Foundation read the 31st of February as March 3rd.
    let day = try await Self.run(["hotspots", "--git", fixture.path, "--since", "2026-02-31"])
    #expect(day.status == 64)
    #expect(
      day.standardError.hasPrefix("Error: --since '2026-02-31' is not a valid date: February 2026 has 28 days.\n"))
    #expect(day.standardOutput == "")
    // A commit of n files is n × (n − 1) / 2 pairs: 100,000 was 5 GB and a fatal allocation.
    let large = try await Self.run(["hotspots", "--git", fixture.path, "--max-changeset", "1001"])
    #expect(large.status == 64)
    #expect(large.standardError.hasPrefix("Error: --max-changeset must be at most 1000, not 1001"))
  }
}
