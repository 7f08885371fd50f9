import CodeMetrics
import Dispatch
import Git

/// Measures the files of git trees with CodeMetrics, from their blobs.
///
/// Blobs are read one by one (libgit2 wants one thread per repository), measured in
/// parallel, and remembered by id: a blob met again, in this run or, through the
/// ``BlobCache``, a later one, is not read or measured again. Roles depend on the path as
/// well as the bytes, so they are assigned per path.
///
/// ```swift
/// let measurer = BlobMeasurer(repository: repository, options: ScanOptions(), cache: cache)
/// let (files, issues) = try measurer.measure(treeFiles, relativeTo: "Samples/MVC")
/// ```
public final class BlobMeasurer {
  public let repository: Repository
  public let options: ScanOptions
  public let cache: BlobCache
  /// Blobs measured (not found in the cache) so far.
  public private(set) var measuredBlobs = 0
  /// Distinct blobs found in the cache so far.
  public var reusedBlobs: Int { reused.count }
  private var reused = Set<ObjectID>()
  private var measuredHere = Set<ObjectID>()
  private var classified: [TreeFile: FileMetrics] = [:]
  /// How many blobs are read before they are measured together.
  private let batchSize = 256

  public init(repository: Repository, options: ScanOptions, cache: BlobCache) {
    self.repository = repository
    self.options = options
    self.cache = cache
  }

  /// The metrics of `files`, in their order, with paths relative to `root` (a folder in
  /// the tree, `""` for the whole tree), and the issues found in them.
  public func measure(
    _ files: [TreeFile], relativeTo root: String
  ) throws(GitError) -> (
    files: [FileMetrics], issues: [ScanIssue]
  ) {
    try measureUncached(files.map(\.blob))
    var metrics: [FileMetrics] = []
    var issues: [ScanIssue] = []
    let prefix = root.isEmpty ? "" : root + "/"
    for file in files {
      let path = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
      guard let entry = cache.entry(for: file.blob) else { continue }
      issues += entry.issues.map { ScanIssue(path: path, severity: $0.severity, kind: $0.kind, message: $0.message) }
      let key = TreeFile(path: path, blob: file.blob)
      if let known = classified[key] {
        metrics.append(known)
      } else if var measured = entry.metrics {
        measured.path = path
        measured.group = SourceDiscovery.group(ofPath: path)
        options.roles.classify(&measured)
        classified[key] = measured
        metrics.append(measured)
      }
    }
    return (metrics, issues)
  }

  /// Reads and measures every blob the cache lacks.
  private func measureUncached(_ blobs: [ObjectID]) throws(GitError) {
    var seen = Set<ObjectID>()
    var missing: [ObjectID] = []
    for blob in blobs where seen.insert(blob).inserted {
      if cache.entry(for: blob) == nil {
        missing.append(blob)
      } else if !measuredHere.contains(blob) {
        reused.insert(blob)
      }
    }
    var start = 0
    while start < missing.count {
      let batch = Array(missing[start..<min(start + batchSize, missing.count)])
      var contents: [[UInt8]] = []
      for blob in batch { contents.append(try repository.blob(blob)) }
      let read = contents
      let options = options
      let cache = cache
      DispatchQueue.concurrentPerform(iterations: batch.count) { index in
        // Paths and roles are per use, so measure under a neutral name.
        let source = SourceFile(absolutePath: batch[index].hex, path: "", group: .production)
        let (metrics, issues) = CodeScanner.measure(bytes: read[index], of: source, options: options)
        cache.store(
          BlobCache.Entry(
            metrics: metrics,
            issues: issues.map { BlobCache.Issue(severity: $0.severity, kind: $0.kind, message: $0.message) }),
          for: batch[index])
      }
      measuredBlobs += batch.count
      measuredHere.formUnion(batch)
      start += batchSize
    }
  }
}
