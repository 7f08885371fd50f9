/// Pairs of files changed together, from the files each commit changed.
///
/// ```swift
/// let pairs = TemporalCoupling.pairs(
///   changesets: [["A", "B"], ["A", "B"], ["A", "B", "C"], ["A"]], minimumShared: 3)
/// pairs.map { "\($0.file)+\($0.coupledFile) \($0.shared)" }  // ["A+B 3"]
/// ```
public enum TemporalCoupling {
  /// The pairs changed together in at least `minimumShared` of `changesets` (each the set of
  /// files one commit changed, already without the commits too large to count): most shared
  /// commits first, then the stronger confidence, then path order.
  public static func pairs(changesets: [Set<String>], minimumShared: Int) -> [CoupledPair] {
    var commits: [String: Int] = [:]
    var shared: [Pair: Int] = [:]
    for changeset in changesets {
      let files = changeset.sorted()
      for (index, file) in files.enumerated() {
        commits[file, default: 0] += 1
        for other in files[(index + 1)...] { shared[Pair(file, other), default: 0] += 1 }
      }
    }
    let pairs = shared.filter { $0.value >= minimumShared }.map { pair, count in
      CoupledPair(
        file: pair.first, coupledFile: pair.second, shared: count, commits: commits[pair.first] ?? 0,
        coupledCommits: commits[pair.second] ?? 0, commitsAnalysed: changesets.count)
    }
    return pairs.sorted {
      ($1.shared, $1.strongerConfidence, $0.file, $0.coupledFile)
        < ($0.shared, $0.strongerConfidence, $1.file, $1.coupledFile)
    }
  }

  private struct Pair: Hashable {
    let first: String
    let second: String
    init(_ first: String, _ second: String) {
      self.first = first
      self.second = second
    }
  }
}
