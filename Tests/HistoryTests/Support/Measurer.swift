import CodeMetrics
import Git
import History

/// A measurer of the repository at `path` whose cache lives in memory only.
func inMemoryMeasurer(_ path: String, options: ScanOptions = ScanOptions()) throws -> BlobMeasurer {
  BlobMeasurer(repository: try Repository.open(path), options: options, cache: BlobCache(file: nil, options: options))
}
