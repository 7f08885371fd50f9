/// Pairs of files changed together, from the files each commit changed.
///
/// The pairs are counted one file at a time, over the commits that changed it, so memory
/// holds the changesets, one counter per file and the pairs kept: never a table of every pair
/// (a commit of n files makes n × (n − 1) / 2 of them: 200 million for 20,000 files).
///
/// ```swift
/// let pairs = TemporalCoupling.pairs(
///   changesets: [["A", "B"], ["A", "B"], ["A", "B", "C"], ["A"]], minimumShared: 3)
/// pairs.map { "\($0.file)+\($0.coupledFile) \($0.shared)" }  // ["A+B 3"]
/// ```
public enum TemporalCoupling {
  /// The pairs changed together in at least `minimumShared` of `changesets` (each the set of
  /// files one commit changed, already without the commits too large to count): most shared
  /// commits first, then the stronger confidence, then path order; the first `limit` of them.
  public static func pairs(changesets: [Set<String>], minimumShared: Int, limit: Int? = nil) -> [CoupledPair] {
    // Files by number, in path order, so that a pair is counted once, from its first file.
    let files = Set(changesets.joined()).sorted()
    let number = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
    let sets = changesets.map { $0.map { number[$0]! }.sorted() }
    var commitsOf = [[Int]](repeating: [], count: files.count)
    for (index, set) in sets.enumerated() {
      for file in set { commitsOf[file].append(index) }
    }

    var kept: [CoupledPair] = []
    var shared = [Int](repeating: 0, count: files.count)
    var touched: [Int] = []
    for first in files.indices {
      for commit in commitsOf[first] {
        // The set is sorted: the files after `first` in it are the pairs it leads.
        let set = sets[commit]
        var position = set.partitionPoint { $0 <= first }
        while position < set.count {
          let second = set[position]
          if shared[second] == 0 { touched.append(second) }
          shared[second] += 1
          position += 1
        }
      }
      for second in touched {
        if shared[second] >= minimumShared {
          kept.append(
            CoupledPair(
              file: files[first], coupledFile: files[second], shared: shared[second],
              commits: commitsOf[first].count, coupledCommits: commitsOf[second].count,
              commitsAnalysed: changesets.count))
        }
        shared[second] = 0
      }
      touched.removeAll(keepingCapacity: true)
      // Keep at most twice the limit between sorts, so that the sorting stays linear overall.
      if let limit, kept.count > 2 * max(limit, 1) { kept = Array(ranked(kept).prefix(limit)) }
    }
    let sorted = ranked(kept)
    return limit.map { Array(sorted.prefix($0)) } ?? sorted
  }

  /// Most shared commits first, then the stronger confidence, then path order.
  static func ranked(_ pairs: [CoupledPair]) -> [CoupledPair] {
    pairs.sorted {
      ($1.shared, $1.strongerConfidence, $0.file, $0.coupledFile)
        < ($0.shared, $0.strongerConfidence, $1.file, $1.coupledFile)
    }
  }
}

extension Array where Element == Int {
  /// The index of the first element for which `belongs` is false, in an array where every
  /// element for which it is true comes first.
  fileprivate func partitionPoint(where belongs: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
