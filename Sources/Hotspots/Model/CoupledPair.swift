/// Two files that change in the same commits: code-maat's temporal coupling, in the terms of
/// association rules.
///
/// For files A and B, over the commits analysed for coupling (N of them):
/// `support = shared / N`, `confidence(A→B) = shared / commits(A)`: of the commits that changed
/// A, the share that changed B too. The rule is not symmetric, so both directions are kept.
///
/// ```swift
/// let pair = CoupledPair(file: "A.swift", coupledFile: "B.swift", shared: 3, commits: 4, coupledCommits: 6,
///                        commitsAnalysed: 10)
/// pair.support            // 0.3
/// pair.confidence         // 0.75: A → B
/// pair.coupledConfidence  // 0.5: B → A
/// ```
public struct CoupledPair: Sendable, Hashable, Codable {
  /// The first of the two in path order.
  public var file: String
  public var coupledFile: String
  /// Commits that changed both.
  public var shared: Int
  /// Commits analysed for coupling that changed ``file``.
  public var commits: Int
  /// Commits analysed for coupling that changed ``coupledFile``.
  public var coupledCommits: Int
  /// ``shared`` over the commits analysed for coupling.
  public var support: Double
  /// ``shared`` / ``commits``: how often a change to ``file`` came with one to ``coupledFile``.
  public var confidence: Double
  /// ``shared`` / ``coupledCommits``: the other direction.
  public var coupledConfidence: Double

  public init(file: String, coupledFile: String, shared: Int, commits: Int, coupledCommits: Int, commitsAnalysed: Int) {
    self.file = file
    self.coupledFile = coupledFile
    self.shared = shared
    self.commits = commits
    self.coupledCommits = coupledCommits
    support = Double(shared) / Double(max(commitsAnalysed, 1))
    confidence = Double(shared) / Double(max(commits, 1))
    coupledConfidence = Double(shared) / Double(max(coupledCommits, 1))
  }

  /// The stronger of the two confidences.
  public var strongerConfidence: Double { max(confidence, coupledConfidence) }
}
