import CodeMetrics

/// A scan's files against the swift-syntax reference: how many were compared, and those whose
/// lines the two classifiers count differently (`archbench scan --compare-reference`).
///
/// ```swift
/// let found = try SourceDiscovery.discover(root: "Samples")
/// let report = ReferenceReport(comparing: found)
/// report.disagreements.isEmpty  // true when the scanner agrees with swift-syntax on every line
/// ```
public struct ReferenceReport: Sendable {
  /// Every discovered file; one that is not read (unreadable, too large) is counted, and never a disagreement.
  public var files: Int
  /// The files that disagree, in the order they were discovered.
  public var disagreements: [ReferenceComparison.Disagreement]

  public init(files: Int, disagreements: [ReferenceComparison.Disagreement]) {
    self.files = files
    self.disagreements = disagreements
  }

  /// Reads and compares every file `found` lists, in parallel; a file over the
  /// ``CodeMetrics/StructureLimit`` is not read (the scan names it).
  public init(comparing found: SourceDiscovery) {
    let files = found.files.map { file in
      (path: file.path, load: { @Sendable () -> [UInt8]? in StructureLimit.read(file).bytes })
    }
    self.init(files: files.count, disagreements: ReferenceComparison.compare(files))
  }
}
