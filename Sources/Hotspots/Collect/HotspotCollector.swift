import CodeMetrics
import Foundation
import Git
import History

/// `archbench hotspots`: churn from a walk of the history, complexity from the tree at its tip,
/// and the files that change together.
///
/// ```swift
/// let collector = HotspotCollector(measurer: BlobMeasurer(repository: repository, options: ScanOptions(), cache: cache))
/// let analysis = try collector.collect(path: "Sources", options: .init(since: .revision("v1.0"), top: 10))
/// ```
public struct HotspotCollector {
  public struct Options: Sendable {
    /// The revision whose tree is measured and whose history is walked.
    public var revision: String
    /// Where the walk stops: a date (older commits left out) or a revision (itself left out).
    public var since: Repository.WalkLimit?
    /// How many hotspots and how many pairs to keep.
    public var top: Int
    /// The fewest commits a pair must share to be reported.
    public var minimumShared: Int
    /// Commits that change more Swift files than this are left out of the coupling.
    public var maximumChangeset: Int

    /// The largest ``maximumChangeset`` `archbench hotspots` takes: a commit of n files is
    /// n × (n − 1) / 2 pairs to count, half a million at 1,000, and a commit that large is a
    /// mass edit whose pairs say nothing of the design (code-maat's default is 30).
    public static let largestMaximumChangeset = 1000

    public init(
      revision: String = "HEAD", since: Repository.WalkLimit? = nil, top: Int = 20, minimumShared: Int = 3,
      maximumChangeset: Int = 30
    ) {
      self.revision = revision
      self.since = since
      self.top = top
      self.minimumShared = minimumShared
      self.maximumChangeset = maximumChangeset
    }
  }

  public let measurer: BlobMeasurer

  public init(measurer: BlobMeasurer) {
    self.measurer = measurer
  }

  /// Analyses the Swift files under `path` (from the repository's root, `""` for the whole tree).
  public func collect(path: String, options: Options = Options()) throws(GitError) -> HotspotAnalysis {
    let repository = measurer.repository
    let folder = ArchitectureGroup(path: path).path
    let tip = try repository.commit(options.revision)
    let tree = try repository.files(in: tip, under: folder, matching: { $0.hasSuffix(".swift") })
    // A name that is not UTF-8 cannot be reported: skipped with a warning, as `scan` skips it.
    var issues = tree.filter { !$0.pathIsUTF8 }.map { file in
      ScanIssue(
        path: file.path, severity: .warning, kind: .invalidName,
        message: "the name is not UTF-8, so it cannot be reported; skipped")
    }
    let files = tree.filter(\.pathIsUTF8)
    var walked = try repository.walk(from: options.revision, since: options.since, firstParent: false)
    // `walk` keeps the revision it stops at; `--since REV` means the commits after it, as `git log REV..`.
    if case .revision(let stop) = options.since {
      let boundary = try repository.commit(stop).id
      walked.removeAll { $0.id == boundary }
    }
    let log = try ChurnLog.read(repository, commits: walked, under: folder)
    let present = Set(files.map(\.path))

    var churn: [String: FileChurn] = [:]
    var couplingSets: [Set<String>] = []
    var largeChangesets = 0
    for changeset in log.changesets {
      var touched = Set<String>()
      for (name, change) in changeset.changes {
        guard let name, present.contains(name) else { continue }
        var file = churn[name] ?? FileChurn(path: name)
        if touched.insert(name).inserted { file.commits += 1 }
        file.linesAdded += change.linesAdded
        file.linesRemoved += change.linesRemoved
        churn[name] = file
      }
      // The size counts every Swift file changed, present at the tip or not: a mass change is one either way.
      if changeset.changes.count > options.maximumChangeset {
        largeChangesets += 1
      } else {
        couplingSets.append(touched)
      }
    }

    let changed = files.filter { churn[$0.path] != nil }
    let (metrics, measureIssues) = try measurer.measure(changed, relativeTo: "")
    issues += measureIssues
    let hotspots = metrics.compactMap { file -> Hotspot? in
      guard let fileChurn = churn[file.path] else { return nil }
      return Hotspot(
        churn: fileChurn, code: file.lines.code, cyclomatic: file.complexity,
        cognitive: file.functions.reduce(0) { $0 + $1.cognitiveComplexity })
    }
    // A file that could not be measured (a binary one) is left out of both lists, not one.
    let ranked = Set(hotspots.map(\.path))
    let pairs = TemporalCoupling.pairs(
      changesets: couplingSets.map { $0.intersection(ranked) }, minimumShared: options.minimumShared,
      limit: options.top)
    return HotspotAnalysis(
      path: folder, revision: options.revision, commit: tip.id, since: options.since.map(Self.describe),
      commitsWalked: walked.count, mergesSkipped: log.mergesSkipped, commitsChangingFiles: log.changesets.count,
      largeChangesetsSkipped: largeChangesets, filesAtRevision: files.count, filesChanged: hotspots.count,
      minimumShared: options.minimumShared, maximumChangeset: options.maximumChangeset,
      hotspots: Array(Hotspot.ranked(hotspots).prefix(options.top)), coupling: pairs,
      issues: issues.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) })
  }

  /// The limit as a reader wants to see it: the revision as given, or the date in UTC.
  static func describe(_ limit: Repository.WalkLimit) -> String {
    switch limit {
    case .revision(let revision): return revision
    case .date(let date):
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = TimeZone(identifier: "UTC")
      return formatter.string(from: date)
    }
  }
}
