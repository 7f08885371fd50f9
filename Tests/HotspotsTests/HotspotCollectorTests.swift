import CodeMetrics
import Foundation
import Git
import GitFixtures
import History
import Hotspots
import Testing

/// `HotspotRepository`'s history, with every figure worked out by hand in the comments.
@Suite("Hotspots")
struct HotspotCollectorTests {
  static func collect(
    _ fixture: HotspotRepository, path: String = "Sources", options: HotspotCollector.Options = .init()
  ) throws -> HotspotAnalysis {
    let repository = try Repository.open(fixture.path)
    let measurer = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: nil, options: ScanOptions()))
    return try HotspotCollector(measurer: measurer).collect(path: path, options: options)
  }

  static func row(_ hotspot: Hotspot) -> String {
    "\(hotspot.path) \(hotspot.commits) +\(hotspot.linesAdded) -\(hotspot.linesRemoved) code \(hotspot.code) "
      + "cc \(hotspot.cyclomatic) cog \(hotspot.cognitive) score \(hotspot.score)"
  }

  static func row(_ pair: CoupledPair) -> String {
    "\(pair.file) \(pair.coupledFile) \(pair.shared) of \(pair.commits)/\(pair.coupledCommits) "
      + String(format: "%.4f %.4f %.4f", pair.support, pair.confidence, pair.coupledConfidence)
  }

  @Test("the whole history: renames followed, the merge skipped, scores and both confidences")
  func wholeHistory() throws {
    let fixture = try HotspotRepository()
    let analysis = try Self.collect(fixture)
    #expect(analysis.commitsWalked == 10)
    #expect(analysis.mergesSkipped == 1)
    // Every non-merge commit touches a Swift file under Sources.
    #expect(analysis.commitsChangingFiles == 9)
    #expect(analysis.filesAtRevision == 3)
    #expect(analysis.filesChanged == 3)
    #expect(analysis.commit.hex == fixture.commits[9])
    // A: commits 1, 2, 3, 4, 6, 8, 10; 5 lines, then one each; two ifs: 7 × 2 = 14.
    // B2: 1, 2, 3 as B, 5 (the rename, 0 lines), 6, 10; 3 + 1 + 1 + 0 + 1 + 1; a ternary: 6 × 1.
    // C: 5, 6, 7 (on topic), 10; not 9, the merge that brought 7 in; no decision: 0.
    #expect(
      analysis.hotspots.map(Self.row) == [
        "Sources/A.swift 7 +11 -0 code 5 cc 2 cog 2 score 14",
        "Sources/Core/B2.swift 6 +7 -0 code 3 cc 1 cog 1 score 6",
        "Sources/C.swift 4 +4 -0 code 1 cc 0 cog 0 score 0",
      ])
    // 9 commits. A and B2 share 1, 2, 3, 6, 10: 5/9, 5/7, 5/6. C and B2 share 5, 6, 10: 3/9, 3/4, 3/6
    // ("C.swift" sorts before "Core/"). A and C share 6 and 10 only, fewer than 3.
    #expect(analysis.couplingCommits == 9)
    #expect(
      analysis.coupling.map(Self.row) == [
        "Sources/A.swift Sources/Core/B2.swift 5 of 7/6 0.5556 0.7143 0.8333",
        "Sources/C.swift Sources/Core/B2.swift 3 of 4/6 0.3333 0.7500 0.5000",
      ])
  }

  @Test("commits changing more files than --max-changeset count for hotspots, not for coupling")
  func largeChangesets() throws {
    let fixture = try HotspotRepository()
    let analysis = try Self.collect(fixture, options: .init(maximumChangeset: 2))
    #expect(analysis.hotspots.map(\.commits) == [7, 6, 4])
    // 6 and 10 change three files: 7 commits left. A in 1, 2, 3, 4, 8; B2 in 1, 2, 3, 5; they share 1, 2, 3.
    #expect(analysis.largeChangesetsSkipped == 2)
    #expect(analysis.couplingCommits == 7)
    #expect(analysis.coupling.map(Self.row) == ["Sources/A.swift Sources/Core/B2.swift 3 of 5/4 0.4286 0.6000 0.7500"])
  }

  @Test("--since a revision leaves it and everything before it out; a date the same commits")
  func since() throws {
    let fixture = try HotspotRepository()
    let byRevision = try Self.collect(fixture, options: .init(since: .revision("v4")))
    // Commits 5 to 10, the merge (9) among them. A: 6, 8, 10; B2: 5, 6, 10 (0 + 1 + 1); C: 5, 6, 7, 10.
    #expect(byRevision.commitsWalked == 6)
    #expect(byRevision.mergesSkipped == 1)
    #expect(
      byRevision.hotspots.map(Self.row) == [
        "Sources/A.swift 3 +3 -0 code 5 cc 2 cog 2 score 6",
        "Sources/Core/B2.swift 3 +2 -0 code 3 cc 1 cog 1 score 3",
        "Sources/C.swift 4 +4 -0 code 1 cc 0 cog 0 score 0",
      ])
    // 5 commits; C and B2 share 5, 6, 10: 3/5, 3/4, 3/3. A and B2 share 6 and 10 only.
    #expect(
      byRevision.coupling.map(Self.row) == ["Sources/C.swift Sources/Core/B2.swift 3 of 4/3 0.6000 0.7500 1.0000"])
    #expect(byRevision.since == "v4")
    // Commit k is at 00:0k; from 00:05 on is commits 5 to 10 again.
    let start = try #require(ISO8601DateFormatter().date(from: "2026-01-01T00:05:00Z"))
    let byDate = try Self.collect(fixture, options: .init(since: .date(start)))
    #expect(byDate.hotspots == byRevision.hotspots)
    #expect(byDate.coupling == byRevision.coupling)
    #expect(byDate.since == "2026-01-01T00:05:00Z")
  }

  @Test("only Swift files under the path, ranked only if they exist at --rev; --top cuts both lists")
  func pathRevisionAndTop() throws {
    let fixture = try HotspotRepository()
    // The whole tree adds Tools/Generate.swift: commits 1 and 2, no decision.
    let whole = try Self.collect(fixture, path: ".")
    #expect(whole.path == "")
    #expect(whole.hotspots.last.map(Self.row) == "Tools/Generate.swift 2 +2 -0 code 1 cc 0 cog 0 score 0")
    // At commit 4, B is still B.swift and C does not exist.
    let early = try Self.collect(fixture, options: .init(revision: "v4"))
    #expect(
      early.hotspots.map(Self.row) == [
        "Sources/A.swift 4 +8 -0 code 5 cc 2 cog 2 score 8",
        "Sources/B.swift 3 +5 -0 code 3 cc 1 cog 1 score 3",
      ])
    #expect(early.coupling.map(Self.row) == ["Sources/A.swift Sources/B.swift 3 of 4/3 0.7500 0.7500 1.0000"])
    let top = try Self.collect(fixture, options: .init(top: 1))
    #expect(top.hotspots.map(\.path) == ["Sources/A.swift"])
    #expect(top.coupling.count == 1)
    #expect(top.filesChanged == 3)
  }

  @Test("a path the revision lacks, an unknown --since, a shallow clone: their git errors")
  func errors() throws {
    let fixture = try HotspotRepository()
    #expect(throws: GitError.missingPath("Nope", revision: String(fixture.commits[9].prefix(7)))) {
      try Self.collect(fixture, path: "Nope")
    }
    #expect(throws: GitError.unknownRevision("v9", repository: fixture.path)) {
      try Self.collect(fixture, options: .init(since: .revision("v9")))
    }
    try fixture.repository.makeShallow(at: fixture.commits[4])
    #expect(throws: GitError.shallowClone(fixture.path)) { try Self.collect(fixture) }
  }

  /// `bytes` of Swift, in `Sources/`, committed once per entry of `history`, each a tree.
  static func repository(_ history: [[[UInt8]: String]]) throws -> TestRepository {
    let fixture = try TestRepository()
    for (index, files) in history.enumerated() {
      try fixture.commit(bytes: files.mapValues { Array($0.utf8) }, message: "\(index + 1)")
    }
    return fixture
  }

  static func collect(
    _ fixture: TestRepository, options: HotspotCollector.Options = .init()
  ) throws
    -> HotspotAnalysis
  {
    let repository = try Repository.open(fixture.path)
    let measurer = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: nil, options: ScanOptions()))
    return try HotspotCollector(measurer: measurer).collect(path: "Sources", options: options)
  }

  @Test("names that differ only in a byte that is not UTF-8 are not merged: each is skipped with a warning")
  func namesNotUTF8() throws {
    let e9 = Array("Sources/caf".utf8) + [0xE9] + Array(".swift".utf8)
    let e8 = Array("Sources/caf".utf8) + [0xE8] + Array(".swift".utf8)
    let a = Array("Sources/A.swift".utf8)
    let f = "func f(_ x: Int) -> Int { x > 0 ? 1 : 0 }\n"
    // caf\xE9 changes in commit 1, caf\xE8 in all four; A with each.
    let history = (1...4).map { index -> [[UInt8]: String] in
      [
        e9: f, e8: f + String(repeating: "// edit\n", count: index),
        a: f + String(repeating: "// edit\n", count: index),
      ]
    }
    let analysis = try Self.collect(Self.repository(history), options: .init(minimumShared: 1))
    #expect(analysis.hotspots.map(\.path) == ["Sources/A.swift"])
    #expect(analysis.filesAtRevision == 1)
    #expect(analysis.coupling.isEmpty)
    #expect(
      analysis.issues.map { "\($0.severity.rawValue): \($0.path): \($0.message)" } == [
        "warning: Sources/caf\\xE8.swift: the name is not UTF-8, so it cannot be reported; skipped",
        "warning: Sources/caf\\xE9.swift: the name is not UTF-8, so it cannot be reported; skipped",
      ])
  }

  @Test("a file that cannot be measured (binary) is left out of the coupling as of the ranking, with its issue")
  func binaryFile() throws {
    let binary = "struct B {}\n\u{0}\u{1}"
    let history = (1...3).map { index -> [[UInt8]: String] in
      [
        Array("Sources/A.swift".utf8): "struct A {}\n" + String(repeating: "// edit\n", count: index),
        Array("Sources/B.swift".utf8): binary + String(repeating: "x", count: index),
      ]
    }
    let analysis = try Self.collect(Self.repository(history), options: .init(minimumShared: 1))
    #expect(analysis.hotspots.map(\.path) == ["Sources/A.swift"])
    #expect(analysis.filesAtRevision == 2)
    #expect(analysis.filesChanged == 1)
    #expect(analysis.coupling.isEmpty)
    #expect(analysis.issues.map { "\($0.path) \($0.kind)" } == ["Sources/B.swift binary"])
  }
}
