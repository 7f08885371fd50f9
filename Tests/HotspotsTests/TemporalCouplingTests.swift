import Hotspots
import Testing

@Suite("Temporal coupling")
struct TemporalCouplingTests {
  @Test("support over the commits analysed, confidence over each file's commits, both directions")
  func supportAndConfidence() {
    // A in 4 commits, B in 3, C in 4, of 7; A and B share 3, A and C 1, B and C 1.
    let changesets: [Set<String>] = [["A", "B"], ["A", "B"], ["A", "B", "C"], ["A"], ["C"], ["C"], ["C"]]
    let pairs = TemporalCoupling.pairs(changesets: changesets, minimumShared: 1)
    #expect(pairs.map { "\($0.file)-\($0.coupledFile) \($0.shared)" } == ["A-B 3", "B-C 1", "A-C 1"])
    let ab = pairs[0]
    #expect(ab.commits == 4)
    #expect(ab.coupledCommits == 3)
    #expect(ab.support == 3.0 / 7.0)
    #expect(ab.confidence == 3.0 / 4.0)
    #expect(ab.coupledConfidence == 1.0)
    // Equal shared commits: the stronger confidence first, B→C's 1/3 before A→C's and C→A's 1/4.
    #expect(pairs[1].strongerConfidence == 1.0 / 3.0)
    #expect(pairs[2].confidence == 0.25)
    #expect(pairs[2].coupledConfidence == 0.25)
  }

  @Test("pairs sharing fewer commits than the minimum are left out")
  func minimumShared() {
    let changesets: [Set<String>] = [["A", "B"], ["A", "B"], ["A", "B", "C"], ["B", "C"]]
    #expect(TemporalCoupling.pairs(changesets: changesets, minimumShared: 3).map(\.coupledFile) == ["B"])
    #expect(TemporalCoupling.pairs(changesets: changesets, minimumShared: 4).isEmpty)
  }

  /// Every pair of every changeset, counted in a table: what `pairs` computed before it
  /// counted one file at a time (and what took 5 GB for commits of 20,000 files).
  static func bruteForce(_ changesets: [Set<String>], minimumShared: Int) -> [String] {
    var shared: [String: Int] = [:]
    for changeset in changesets {
      let files = changeset.sorted()
      for (index, file) in files.enumerated() {
        for other in files[(index + 1)...] { shared["\(file)+\(other)", default: 0] += 1 }
      }
    }
    return shared.filter { $0.value >= minimumShared }.map { "\($0.key) \($0.value)" }.sorted()
  }

  @Test("counting one file at a time finds every pair a table of all pairs finds, with the same counts")
  func sameAsEveryPair() {
    var generator = SystemRandomNumberGenerator()
    let names = (0..<40).map { "F\($0)" }
    for _ in 0..<20 {
      let changesets: [Set<String>] = (0..<30).map { _ in
        Set((0..<Int.random(in: 1...12, using: &generator)).map { _ in names.randomElement(using: &generator)! })
      }
      for minimum in [1, 2, 4] {
        let pairs = TemporalCoupling.pairs(changesets: changesets, minimumShared: minimum)
        #expect(
          pairs.map { "\($0.file)+\($0.coupledFile) \($0.shared)" }.sorted()
            == Self.bruteForce(changesets, minimumShared: minimum))
        // The limit keeps the first pairs of the full ranking, whatever order they were found in.
        for limit in [1, 3, 10] {
          #expect(
            TemporalCoupling.pairs(changesets: changesets, minimumShared: minimum, limit: limit)
              == Array(pairs.prefix(limit)))
        }
      }
    }
  }

  @Test("a commit of 3,000 files: its 4.5 million pairs are counted, not stored, and only --top kept")
  func largeChangeset() {
    let files = Set((0..<3000).map { "Sources/File\($0).swift" })
    let small: Set<String> = ["Sources/File1.swift", "Sources/File2.swift"]
    let pairs = TemporalCoupling.pairs(
      changesets: [files, files, small, small], minimumShared: 3, limit: 5)
    #expect(pairs.map { "\($0.file)+\($0.coupledFile) \($0.shared)" } == ["Sources/File1.swift+Sources/File2.swift 4"])
  }
}
