import ArgumentParser
import Foundation
import Git
import History
import Support

/// `archbench history`: files, lines and roles per architecture across commits.
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "The trend of files, lines and roles per architecture (or per path) across commits.",
    discussion: """
      Walks back from --rev through first parents (--all-parents for every commit), reads each commit's tree \
      through libgit2 without a checkout, and measures its Swift files with archbench scan's scanner. Groups: \
      each folder of Samples/, or the whole tree; --paths names them instead. Blobs are measured once and cached \
      by object id in <git dir>/archbench/blob-metrics.json, so a second run reads only trees. Refuses a \
      shallow clone, whose history would silently stop early.

      \(GitOptions.exitStatuses)
      """
  )

  @OptionGroup var git: GitOptions

  @Option(help: "The revision to walk back from.")
  var rev = "HEAD"

  @Option(
    help: ArgumentHelp(
      "Stop at this date (YYYY-MM-DD or ISO 8601, commits older left out) or revision (included).",
      valueName: "date|rev"))
  var since: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Measure these folders (from the repository's root), one group each.", valueName: "path"))
  var paths: [String] = []

  @Option(help: "Keep every Nth commit, counted from the oldest; the newest is always kept.")
  var every = 1

  @Option(help: "Walk at most this many commits back.")
  var maxCount: Int?

  @Flag(help: "Walk every parent of merges, not only the first.")
  var allParents = false

  @Option(help: "The output format.")
  var format = FormatOption<HistoryCommand>(.csv)

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Also write an SVG chart of code lines per group to this file.", valueName: "file"))
  var chart: String?

  func validate() throws {
    guard every >= 1 else { throw ValidationError("--every must be at least 1, not \(every).") }
    if let maxCount, maxCount < 1 { throw ValidationError("--max-count must be at least 1, not \(maxCount).") }
    if let since { _ = try Self.limit(since) }
  }

  func run() throws {
    try checkOutputs(output, chart)
    let started = Date()
    let limit = try since.map(Self.limit)
    let (repository, prefix) = try git.open()
    let measurer = git.measurer(for: repository)
    let options = HistoryCollector.Options(
      since: limit, firstParent: !allParents, every: every, maximumCount: maxCount,
      groups: paths.isEmpty
        ? nil : try paths.map { path throws(GitError) in try ArchitectureGroup(path: path, from: prefix) })
    let trend = try HistoryCollector(measurer: measurer).collect(from: rev, options: options)
    git.save(measurer)
    try writeOutput(HistoryRenderer.render(trend, as: format.value), to: output)
    if let chart { try writeOutput(HistoryChart.svg(trend), to: chart) }
    standardError(
      String(
        format: "[history] %d commits walked, %d measured, %d groups; %d blobs measured, %d from the cache; %.2f s",
        trend.commitsWalked, trend.points.count, trend.groups.count, measurer.measuredBlobs, measurer.reusedBlobs,
        Date().timeIntervalSince(started)))
  }

  /// A date when `text` is shaped like one, else a revision; text shaped like a date that is
  /// not one (`2026-02-31`, `2026-13-45`) is a bad argument, rather than another day or an
  /// unknown revision.
  static func limit(_ text: String) throws(ValidationError) -> Repository.WalkLimit {
    do { return try Repository.WalkLimit(parsing: text) } catch {
      throw ValidationError("--since \(error.description).")
    }
  }
}

extension HistoryCommand: FormatChoices {
  typealias Format = HistoryRenderer.Format
}
