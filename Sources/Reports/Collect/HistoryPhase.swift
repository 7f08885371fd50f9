import CodeMetrics
import Coverage
import Foundation
import Git
import History

/// The report's history phase: each sample's size at the last commits of `HEAD`'s first
/// parents, read through libgit2 and measured with the scan's scanner (`archbench history`).
///
/// Blobs are cached by id in the repository (`<git dir>/archbench/blob-metrics.json`), so
/// only files new since the last report are measured. A package outside a repository, or in
/// a shallow clone, gets no history section; the reason is printed, and nothing fails.
///
/// ```swift
/// let trend = HistoryPhase(packageRoot: root, samples: samples, commits: 200) { print($0) }.run()
/// ```
struct HistoryPhase {
  var packageRoot: URL
  var samples: [Sample]
  var commits: Int
  var progress: (String) -> Void

  func run() -> HistoryTrend? {
    do {
      let repository = try Repository.open(packageRoot.path)
      // The package may sit in a folder of a larger repository: groups are paths from its root.
      let prefix = repository.prefix(of: packageRoot.path)
      let groups = samples.map { ArchitectureGroup(name: $0.name, path: prefix + $0.directory) }
      let cache = BlobCache(file: BlobCache.defaultFile(for: repository), options: ScanOptions())
      let measurer = BlobMeasurer(repository: repository, options: ScanOptions(), cache: cache)
      let trend = try HistoryCollector(measurer: measurer).collect(
        from: "HEAD", options: .init(maximumCount: commits, groups: groups))
      try? cache.save()
      progress(
        "  \(trend.points.count) commits; \(measurer.measuredBlobs) blobs measured, \(measurer.reusedBlobs) cached")
      return trend
    } catch {
      progress("  history not measured: \(error.description)")
      return nil
    }
  }
}
