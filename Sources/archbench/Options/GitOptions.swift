import ArgumentParser
import CodeMetrics
import Foundation
import Git
import History

/// The options every command that reads git shares, and the steps they share: open the
/// repository and set up the blob cache. A ``GitError`` they throw ends the command with its
/// own exit status (``CommandFailure/init(reporting:)``).
struct GitOptions: ParsableArguments {
  @Option(
    name: .customLong("git"),
    help: ArgumentHelp(
      "The repository (a working tree, any folder in it, or a bare repository). Default: the one holding the "
        + "current directory.", valueName: "repo"))
  var repository: String?

  @Flag(help: "Neither read nor write the blob cache (<git dir>/archbench/blob-metrics.json).")
  var noCache = false

  /// The repository to read, and the folder of its tree that the current directory is,
  /// so that paths given from a subfolder mean what they would to `git`.
  func open() throws(GitError) -> (repository: Repository, prefix: String) {
    let current = FileManager.default.currentDirectoryPath
    let repository = try Repository.open(self.repository ?? current)
    return (repository, self.repository == nil ? repository.prefix(of: current) : "")
  }

  /// A measurer reading `repository` through the cache, unless `--no-cache`.
  func measurer(for repository: Repository, options: ScanOptions = ScanOptions()) -> BlobMeasurer {
    let cache = BlobCache(file: noCache ? nil : BlobCache.defaultFile(for: repository), options: options)
    if let problem = cache.loadProblem { standardError("warning: \(problem)") }
    return BlobMeasurer(repository: repository, options: options, cache: cache)
  }

  /// Saves the cache; a cache that cannot be written costs speed, not results.
  func save(_ measurer: BlobMeasurer) {
    do { try measurer.cache.save() } catch {
      standardError(
        "warning: cannot write the blob cache \(error.path): \(error.reason); "
          + "the next run measures again (--no-cache skips the cache)")
    }
  }

  /// The exit statuses of commands that read git, for their `--help`.
  static let exitStatuses = """
    Exit status: \(exit: .success) success; \(exit: .failure) another error (an unwritable output); \
    \(exit: .notARepository) not a git repository (or no such path); \(exit: .unknownRevision) unknown revision; \
    \(exit: .emptyRepository) empty repository; \(exit: .shallowClone) shallow clone (history and hotspots only); \
    \(exit: .corruptObject) corrupt object; \(exit: .missingPath) the revision lacks the path; \(exit: .badArgument) \
    bad arguments.
    """
}
