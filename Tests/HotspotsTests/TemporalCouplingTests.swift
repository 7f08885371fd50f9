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
}
