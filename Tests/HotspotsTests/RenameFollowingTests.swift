import CodeMetrics
import Foundation
import Git
import GitFixtures
import History
import Hotspots
import Testing

/// Hotspots follow renames as `git log --follow --numstat` does, with git's rule for a rename
/// (`git diff -M`: at least 50 % of the larger file in lines both share).
@Suite("Hotspots follow git's renames")
struct RenameFollowingTests {
  /// 100 lines of 16 bytes; after the first `kept`, a tab replaces the leading space, a change
  /// git sees on each such line and libgit2's own similarity ignores.
  static func lines(_ letter: String, kept: Int = 100) -> String {
    (1...100).map { index in
      let number = String(format: "%03d", index)
      return "\(index <= kept ? " " : "\t")let \(letter)\(number) = \(number)\n"
    }.joined()
  }

  @Test("a file 43 % like a deleted one starts its history; one 60 % like it carries the old one's")
  func followsGitsRenames() throws {
    let fixture = try TestRepository()
    try fixture.commit(["Sources/Forty.swift": Self.lines("a"), "Sources/Sixty.swift": Self.lines("b")], message: "1")
    try fixture.commit(
      [
        "Sources/Moved/FortyMoved.swift": Self.lines("a", kept: 43),
        "Sources/Moved/SixtyMoved.swift": Self.lines("b", kept: 60),
      ], message: "2")
    let repository = try Repository.open(fixture.path)
    let measurer = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: nil, options: ScanOptions()))
    let analysis = try HotspotCollector(measurer: measurer).collect(path: "Sources", options: .init())
    let rows = Dictionary(
      uniqueKeysWithValues: analysis.hotspots.map { ($0.path, "\($0.commits) +\($0.linesAdded) -\($0.linesRemoved)") })
    // git 2.39.5, `git log --follow --numstat -- <file>` on this history:
    //   FortyMoved.swift: 100 0 (commit 2 only; git rates the pair R043, not a rename);
    //   SixtyMoved.swift: 40 40 ({Sixty.swift => Moved/SixtyMoved.swift}, R060), then 100 0.
    #expect(rows["Sources/Moved/FortyMoved.swift"] == "1 +100 -0")
    #expect(rows["Sources/Moved/SixtyMoved.swift"] == "2 +140 -40")
  }
}
