import CodeMetrics
import Foundation
import Git

/// `archbench history`: each group's files, lines and roles at every commit of a walk.
///
/// ```swift
/// let collector = HistoryCollector(measurer: measurer)
/// let trend = try collector.collect(from: "HEAD", options: .init(since: .revision("v1.0"), every: 5))
/// ```
public struct HistoryCollector {
  public struct Options: Sendable {
    public var since: Repository.WalkLimit?
    /// Follow only first parents (`git log --first-parent`), the default.
    public var firstParent: Bool
    /// Keep every Nth commit from the oldest; the newest is always kept.
    public var every: Int
    /// Walk at most this many commits back from the tip.
    public var maximumCount: Int?
    /// The groups; `nil` for ``ArchitectureGroup/defaults(in:at:)`` at the tip.
    public var groups: [ArchitectureGroup]?

    public init(
      since: Repository.WalkLimit? = nil, firstParent: Bool = true, every: Int = 1, maximumCount: Int? = nil,
      groups: [ArchitectureGroup]? = nil
    ) {
      self.since = since
      self.firstParent = firstParent
      self.every = every
      self.maximumCount = maximumCount
      self.groups = groups
    }
  }

  public let measurer: BlobMeasurer

  public init(measurer: BlobMeasurer) {
    self.measurer = measurer
  }

  public func collect(from revision: String, options: Options = Options()) throws(GitError) -> HistoryTrend {
    let repository = measurer.repository
    let walked = try repository.walk(
      from: revision, since: options.since, firstParent: options.firstParent, maximumCount: options.maximumCount)
    let oldestFirst = Array(walked.reversed())
    let kept = oldestFirst.enumerated().filter { index, _ in
      index % max(options.every, 1) == 0 || index == oldestFirst.count - 1
    }.map(\.element)
    let groups: [ArchitectureGroup]
    if let chosen = options.groups {
      groups = chosen
    } else if let tip = walked.first {
      groups = try ArchitectureGroup.defaults(in: repository, at: tip)
    } else {
      groups = []
    }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    let measuring = GroupMeasurer(measurer: measurer)
    var points: [HistoryTrend.Point] = []
    for commit in kept {
      let figures = try measuring.figures(of: groups, at: commit).compactMap { $0 }
      points.append(
        HistoryTrend.Point(
          commit: commit.id, date: formatter.string(from: commit.date), summary: commit.summary, groups: figures))
    }
    // A path asked for that no measured commit has would measure nothing: that is an error, not a trend.
    if options.groups != nil,
      let absent = groups.first(where: { group in
        !points.contains { point in point.groups.contains { $0.name == group.name } }
      })
    {
      throw .pathNotFound(absent.path, searched: "any commit walked from '\(revision)'")
    }
    return HistoryTrend(revision: revision, groups: groups, points: points, commitsWalked: walked.count)
  }
}
