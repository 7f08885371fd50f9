import CodeMetrics
import Git

/// `archbench hotspots`: the files that change most and are most complex, and the files that
/// change together, over a stretch of history.
///
/// ```swift
/// let analysis = try HotspotCollector(measurer: measurer).collect(path: "Sources", options: .init(since: .revision("v1")))
/// analysis.hotspots.first?.path   // "Sources/App/Store.swift"
/// analysis.coupling.first?.shared // 7
/// ```
public struct HotspotAnalysis: Sendable, Codable, Equatable {
  /// The version of this JSON: bumped when a field changes meaning or goes away.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  /// The folder analysed, from the repository's root; `""` for the whole tree.
  public var path: String
  /// The revision as asked, and the commit it named.
  public var revision: String
  public var commit: ObjectID
  /// `--since` as given, if any.
  public var since: String?
  /// Commits walked from the revision back to `since`, merges included.
  public var commitsWalked: Int
  /// Merge commits left out: what they bring in is counted in the commits they merge.
  public var mergesSkipped: Int
  /// Non-merge commits that changed at least one Swift file under the path.
  public var commitsChangingFiles: Int
  /// Of those, the ones that changed more than ``maximumChangeset`` files, left out of the coupling.
  public var largeChangesetsSkipped: Int
  /// The commits the coupling counts: ``commitsChangingFiles`` less ``largeChangesetsSkipped``.
  public var couplingCommits: Int
  /// Swift files under the path at the revision, less those whose names are not UTF-8 (in ``issues``).
  public var filesAtRevision: Int
  /// Of those, the ones some commit analysed changed: what ``hotspots`` ranks before `--top`.
  public var filesChanged: Int
  public var minimumShared: Int
  public var maximumChangeset: Int
  /// The highest scores first, at most `--top` of them.
  public var hotspots: [Hotspot]
  /// The most shared commits first, at most `--top` of them.
  public var coupling: [CoupledPair]
  /// The files at the revision left out or only partly measured, and why, as `scan` reports
  /// them: a name that is not UTF-8, a binary file, a file too large to parse.
  public var issues: [ScanIssue]

  public init(
    path: String, revision: String, commit: ObjectID, since: String?, commitsWalked: Int, mergesSkipped: Int,
    commitsChangingFiles: Int, largeChangesetsSkipped: Int, filesAtRevision: Int, filesChanged: Int,
    minimumShared: Int, maximumChangeset: Int, hotspots: [Hotspot], coupling: [CoupledPair],
    issues: [ScanIssue] = []
  ) {
    schemaVersion = Self.currentSchemaVersion
    self.path = path
    self.revision = revision
    self.commit = commit
    self.since = since
    self.commitsWalked = commitsWalked
    self.mergesSkipped = mergesSkipped
    self.commitsChangingFiles = commitsChangingFiles
    self.largeChangesetsSkipped = largeChangesetsSkipped
    couplingCommits = commitsChangingFiles - largeChangesetsSkipped
    self.filesAtRevision = filesAtRevision
    self.filesChanged = filesChanged
    self.minimumShared = minimumShared
    self.maximumChangeset = maximumChangeset
    self.hotspots = hotspots
    self.coupling = coupling
    self.issues = issues
  }
}
