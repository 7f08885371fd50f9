/// A file ranked by how often it changes and how complex it is now.
///
/// The score is code-maat's and CodeScene's hotspot idea, change frequency times complexity:
/// ``commits`` × ``cyclomatic``. A complex file nobody touches and a simple file touched every
/// day both score low; the complex file touched every day is where effort goes.
///
/// ```swift
/// let hotspot = Hotspot(churn: FileChurn(path: "A.swift", commits: 3, linesAdded: 10, linesRemoved: 2),
///                       code: 40, cyclomatic: 6, cognitive: 4)
/// hotspot.score  // 18
/// ```
public struct Hotspot: Sendable, Hashable, Codable {
  public var path: String
  /// Commits that changed the file.
  public var commits: Int
  public var linesAdded: Int
  public var linesRemoved: Int
  /// Lines added plus removed.
  public var churn: Int
  /// Code lines at the revision analysed.
  public var code: Int
  /// The file's cyclomatic complexity at the revision: its decision points, as `scan` counts them.
  public var cyclomatic: Int
  /// The sum of its functions' cognitive complexity at the revision.
  public var cognitive: Int
  /// ``commits`` × ``cyclomatic``.
  public var score: Int

  public init(churn: FileChurn, code: Int, cyclomatic: Int, cognitive: Int) {
    path = churn.path
    commits = churn.commits
    linesAdded = churn.linesAdded
    linesRemoved = churn.linesRemoved
    self.churn = churn.churn
    self.code = code
    self.cyclomatic = cyclomatic
    self.cognitive = cognitive
    score = churn.commits * cyclomatic
  }

  /// Highest score first; then more commits, more churn, and path order, so ties read the same every run.
  public static func ranked(_ hotspots: [Hotspot]) -> [Hotspot] {
    hotspots.sorted { ($1.score, $1.commits, $1.churn, $0.path) < ($0.score, $0.commits, $0.churn, $1.path) }
  }
}
