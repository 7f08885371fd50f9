import ArgumentParser
import Foundation
import Git
import History
import Support

/// `archbench compare REV1 REV2`: what a change did to each architecture.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "The per-architecture delta in files, lines, roles and complexity between two revisions.",
    discussion: """
      Measures both trees through libgit2 (no checkout) and diffs them with rename detection: files touched and \
      lines added or removed are libgit2's diff of the Swift files in each group. Groups as in archbench \
      history: each folder of Samples/, or the whole tree, or --paths.

      \(GitOptions.exitStatuses)
      """
  )

  @OptionGroup var git: GitOptions

  @Argument(help: "The revision to compare from (a branch, tag, id, HEAD~3, …).")
  var old: String

  @Argument(help: "The revision to compare to.")
  var new: String

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Compare these folders (from the repository's root), one group each.", valueName: "path"))
  var paths: [String] = []

  @Option(help: "The output format.")
  var format = FormatOption<CompareCommand>(.text)

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  func run() throws {
    try checkOutputs(output)
    let (repository, prefix) = try git.open()
    let measurer = git.measurer(for: repository)
    let comparison = try ComparisonCollector(measurer: measurer).compare(
      old, new,
      groups: paths.isEmpty
        ? nil : try paths.map { path throws(GitError) in try ArchitectureGroup(path: path, from: prefix) })
    git.save(measurer)
    try writeOutput(ComparisonRenderer.render(comparison, as: format.value), to: output)
  }
}

extension CompareCommand: FormatChoices {
  typealias Format = ComparisonRenderer.Format
}
