import Foundation
import Git

/// How each group's figures moved over a run of commits, oldest first.
///
/// ```swift
/// let trend = try HistoryCollector(repository: repository).collect(from: "HEAD")
/// trend.points.last?.groups.first?.code
/// ```
public struct HistoryTrend: Sendable, Codable, Equatable {
  /// One commit's figures.
  public struct Point: Sendable, Codable, Equatable {
    public var commit: ObjectID
    /// ISO 8601, UTC: the committer's date.
    public var date: String
    public var summary: String
    /// One entry per group present at this commit, in the trend's group order.
    public var groups: [GroupFigures]

    public init(commit: ObjectID, date: String, summary: String, groups: [GroupFigures]) {
      self.commit = commit
      self.date = date
      self.summary = summary
      self.groups = groups
    }

    public func figures(of group: String) -> GroupFigures? { groups.first { $0.name == group } }
  }

  /// The revision the walk started from, as asked.
  public var revision: String
  public var groups: [ArchitectureGroup]
  /// Oldest first.
  public var points: [Point]
  /// Commits walked, before `--every` thinned them.
  public var commitsWalked: Int

  public init(revision: String, groups: [ArchitectureGroup], points: [Point], commitsWalked: Int) {
    self.revision = revision
    self.groups = groups
    self.points = points
    self.commitsWalked = commitsWalked
  }
}
