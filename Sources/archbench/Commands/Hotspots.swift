import ArgumentParser
import Foundation
import Git
import History
import Hotspots
import Support

/// `archbench hotspots [PATH]`: the files that change often and are complex, and the files that
/// change together.
struct HotspotsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hotspots",
    abstract: "Files ranked by commits × cyclomatic complexity, and pairs of files that change together.",
    discussion: """
      Walks every commit from --rev back to --since through libgit2 (no checkout), diffs each against its first parent \
      (a root commit against the empty tree; merges are skipped, their changes are counted in the commits they merge), \
      follows renames, and counts per Swift file under PATH the commits and lines that changed it. Complexity is \
      measured on the files at --rev. Temporal coupling: pairs changed in at least --min-shared of the same commits, \
      commits changing more than --max-changeset Swift files (at most \
      \(HotspotCollector.Options.largestMaximumChangeset)) left out. A file at --rev whose name is not UTF-8, or that \
      cannot be measured (a binary file), is left out of both lists with a warning, and the exit status is \
      \(exit: .scannedWithIssues), as for scan. Refuses a shallow clone, whose history would silently stop early. \
      Docs/hotspots.md has the definitions and a worked example.

      \(GitOptions.exitStatuses) \(exit: .scannedWithIssues): written, with a warning about some files.
      """
  )

  @OptionGroup var git: GitOptions

  @Argument(
    help: ArgumentHelp(
      "A folder of the repository: only Swift files under it count. From the current directory, or from the "
        + "repository's root with --git.", valueName: "path"))
  var path = "."

  @Option(help: "The revision whose files are ranked and whose history is walked.")
  var rev = "HEAD"

  @Option(
    help: ArgumentHelp(
      "Stop at this date (YYYY-MM-DD or ISO 8601, older commits left out) or revision (left out, as in git log REV..).",
      valueName: "date|rev"))
  var since: String?

  @Option(help: "How many hotspots and how many coupled pairs to show.")
  var top = 20

  @Option(help: "The fewest commits a pair must share to be shown.")
  var minShared = 3

  @Option(
    help: ArgumentHelp(
      "Leave commits changing more Swift files than this out of the coupling (at most "
        + "\(HotspotCollector.Options.largestMaximumChangeset))."))
  var maxChangeset = 30

  @Option(help: "The output format.")
  var format = FormatOption<HotspotsCommand>(.text)

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  func validate() throws {
    guard top >= 1 else { throw ValidationError("--top must be at least 1, not \(top).") }
    guard minShared >= 1 else { throw ValidationError("--min-shared must be at least 1, not \(minShared).") }
    guard maxChangeset >= 2 else { throw ValidationError("--max-changeset must be at least 2, not \(maxChangeset).") }
    let largest = HotspotCollector.Options.largestMaximumChangeset
    guard maxChangeset <= largest else {
      // A commit of n files is n × (n − 1) / 2 pairs: time grows with its square.
      throw ValidationError(
        "--max-changeset must be at most \(largest), not \(maxChangeset): a commit that large is a mass edit.")
    }
    if let since { _ = try Self.limit(since) }
  }

  func run() throws {
    try checkOutputs(output)
    let started = Date()
    let limit = try since.map(Self.limit)
    let (repository, folder) = try open()
    let measurer = git.measurer(for: repository)
    let options = HotspotCollector.Options(
      revision: rev, since: limit, top: top, minimumShared: minShared, maximumChangeset: maxChangeset)
    let analysis = try HotspotCollector(measurer: measurer).collect(path: folder, options: options)
    git.save(measurer)
    try writeOutput(HotspotRenderer.render(analysis, as: format.value), to: output)
    standardError(
      String(
        format: "[hotspots] %d commits walked, %d files ranked, %d pairs; %d blobs measured, %d from the cache; %.2f s",
        analysis.commitsWalked, analysis.hotspots.count, analysis.coupling.count, measurer.measuredBlobs,
        measurer.reusedBlobs, Date().timeIntervalSince(started)))
    // As scan: each issue on standard error, and the status for issues.
    try ScanCommand.finish(with: analysis.issues)
  }

  /// The repository and the folder of its tree that PATH names. With `--git`, PATH is from the
  /// repository's root; without, a folder on disk opens the repository holding it (so that
  /// `archbench hotspots ../other-app` works), and any other PATH is read from the current
  /// directory, as `git` would read it.
  func open() throws(GitError) -> (Repository, String) {
    if git.repository == nil {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        let repository = try Repository.open(path)
        return (repository, repository.prefix(of: path))
      }
    }
    let (repository, prefix) = try git.open()
    return (repository, try ArchitectureGroup(path: path, from: prefix).path)
  }

  /// A date when `text` reads as one, else a revision; text shaped like a date that is not one
  /// (`2026-13-45`, `2026-02-31`) is a bad argument rather than an unknown revision or another day.
  static func limit(_ text: String) throws(ValidationError) -> Repository.WalkLimit {
    try HistoryCommand.limit(text)
  }
}

extension HotspotsCommand: FormatChoices {
  typealias Format = HotspotRenderer.Format
}
