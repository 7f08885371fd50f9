import ArgumentParser
import CodeMetrics
import Dependencies
import Git
import History
import Support

/// `archbench scan <path>`: lines, structure and architecture roles of any Swift codebase.
struct ScanCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Measure the lines, structure and architecture roles of Swift code.",
    discussion: """
      Counts total, code, comment and blank lines exactly, under the convention in \
      Sources/CodeMetrics/LINES.md; lists types, functions, imports and cyclomatic complexity; \
      assigns each type and file an architecture role and guesses the architecture. \
      A folder with a Package.swift is scanned as a SwiftPM package: only its targets' files, \
      test targets apart. The manifest is read with swift-syntax, never run: targets declared with \
      literal names and paths are read exactly, computed ones by SwiftPM's folder conventions, with a \
      warning. --trust-package runs it instead (swift package describe), for a package you trust. \
      Symbolic links that lead outside the scanned folder are reported and not followed, unless \
      --follow-links.

      --coupling adds coupling and stability (Robert C. Martin's Ca, Ce, I, A, D and zone) per module \
      and per architecture role, and the references between roles, to the text, Markdown and JSON \
      outputs (Docs/coupling.md). Modules are the package's targets, or the top-level folders with \
      --modules-by-folder; test code is left out. Ce counts dependencies on the scan's own types \
      only, unless --external also counts those on modules imported from outside the scan (a type \
      naming a type the scan does not declare, in a file importing such a module: an upper bound; \
      the toolchain's modules, such as Foundation, are not counted). A line under the table says which.

      With --rev, the trees of git revisions are scanned instead, read through libgit2 from \
      the repository's objects (never checked out; bare repositories work): every Swift file \
      under PATH, which is then a path in the tree (default: all of it). Several revisions, \
      comma-separated, are compared side by side in one table.

      Exit status: \(exit: .success) success; \(exit: .failure) a fatal error (a missing path, a path that is not a \
      regular file or folder, an unreadable roles file or package, an output that is a folder or cannot be written); \
      \(exit: .scannedWithIssues) scanned, with warnings or errors for some files (a link left unfollowed, a name that \
      is not UTF-8, a computed manifest); \(exit: .notARepository)–\(exit: .missingPath) a git error, as for archbench \
      history (\(exit: .notARepository) not a repository, \(exit: .unknownRevision) unknown revision, \
      \(exit: .emptyRepository) empty repository, \(exit: .corruptObject) corrupt object, \(exit: .missingPath) the \
      revision lacks the path); \(exit: .badArgument) bad arguments.
      """
  )

  @OptionGroup var arguments: ScanArguments

  func run() async throws {
    try checkOutputs(arguments.output)
    do {
      let options = try arguments.scanOptions()
      if let revisions = arguments.revisions {
        let scans = try scanRevisions(revisions, options: options)
        try write {
          RevisionScanRenderer.write(scans, as: arguments.format.value, cohesion: arguments.cohesion, to: &$0)
        }
        try Self.finish(with: RevisionScan.issues(of: scans))
        return
      }
      let scan = try await arguments.scanner(options: options).scan(arguments.path ?? ".")
      try write { ProjectScanRenderer.write(scan, as: arguments.format.value, cohesion: arguments.cohesion, to: &$0) }
      try Self.finish(with: scan.report.issues)
    } catch let error as ScanError {
      throw CommandFailure(error)
    } catch let error as FileWriteError {
      throw CommandFailure(error)
    } catch let error as RoleConfigurationError {
      throw CommandFailure(error)
    }
  }

  /// Each revision's tree, read from its blobs (through the blob cache unless --no-cache).
  private func scanRevisions(_ revisions: [String], options: ScanOptions) throws(GitError) -> [RevisionScan] {
    let git = arguments.git
    let (repository, prefix) = try git.open()
    let measurer = git.measurer(for: repository, options: options)
    let scans = try RevisionScanner(measurer: measurer).scan(
      revisions, path: prefix + (arguments.path ?? ""), include: arguments.selection.includePatterns,
      exclude: arguments.selection.excludePatterns)
    git.save(measurer)
    return scans
  }

  /// Writes to --output, which appears only whole, or to standard output.
  private func write(_ body: (inout OutputFile) -> Void) throws {
    var destination = try arguments.output.map { try OutputFile(path: $0) } ?? OutputFile()
    body(&destination)
    try destination.finish()
  }

  /// Prints each issue on standard error; any issue makes the exit status 3.
  static func finish(with issues: [ScanIssue]) throws {
    report(issues)
    try passed(issues)
  }

  /// Prints each issue on standard error, a line each.
  static func report(_ issues: [ScanIssue]) {
    for issue in issues {
      standardError("\(issue.severity.rawValue): \(issue.path): \(issue.message)")
    }
  }

  /// Ends a run that otherwise passed: exit status 3 when there were issues (already reported).
  static func passed(_ issues: [ScanIssue]) throws {
    if !issues.isEmpty { throw ExitStatus.scannedWithIssues.exitCode }
  }
}

extension ScanCommand: FormatChoices {
  /// A scan's formats; several revisions side by side take fewer (``RevisionTable/Format``).
  typealias Format = ScanRenderer.Format
}
