import ArgumentParser
import CodeMetrics
import Dependencies
import Foundation
import Git
import History
import Support
import SyntaxReference

/// `archbench scan <path>`: lines, structure and architecture roles of any Swift codebase.
struct Scan: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
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
      --modules-by-folder; test code is left out.

      With --rev, the trees of git revisions are scanned instead, read through libgit2 from \
      the repository's objects (never checked out; bare repositories work): every Swift file \
      under PATH, which is then a path in the tree (default: all of it). Several revisions, \
      comma-separated, are compared side by side in one table.

      Exit status: 0 success; 1 a fatal error (a missing path, a path that is not a regular \
      file or folder, an unreadable roles file or package, an output that is a folder or cannot \
      be written); 3 scanned, with warnings or errors for some files (a link left unfollowed, a \
      name that is not UTF-8, a computed manifest); \
      10–15 a git error, as for archbench history (10 not a repository, 11 unknown revision, \
      12 empty repository, 14 corrupt object, 15 the revision lacks the path); 64 bad arguments.
      """
  )

  @Argument(help: "A folder, a SwiftPM package or a Swift file; with --rev, a path in the revision's tree.")
  var path: String?

  @Option(
    help: ArgumentHelp(
      "Scan these revisions of the repository (comma-separated branches, tags or ids) instead of files on disk.",
      valueName: "rev,…"))
  var rev: String?

  @OptionGroup var git: GitOptions

  @Option(help: "The output format; several revisions are compared as text, json or csv.")
  var format = FormatOption<Scan>(.text)

  @OptionGroup var selection: SourceSelectionOptions

  @Flag(help: "Count lines only: skip types, functions, imports and complexity.")
  var linesOnly = false

  @Flag(help: "Count unique lines (the CSV's ULOC column, as scc's --uloc).")
  var uloc = false

  @Flag(help: "Add a Cohesion table to text and markdown: mean and max LCOM4, max cognitive complexity.")
  var cohesion = false

  @Flag(help: "Treat a package as a plain folder: scan every Swift file under it.")
  var ignorePackage = false

  @Flag(help: "Run the package's Package.swift to list its targets (it is code: only for a package you trust).")
  var trustPackage = false

  @Flag(help: "Follow symbolic links that lead outside the scanned folder.")
  var followLinks = false

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Also classify every file with swift-syntax and list the files where the two disagree.")
  var compareReference = false

  @Flag(help: "Add coupling and stability per module and per role (Ca, Ce, I, A, D, zone) to the output.")
  var coupling = false

  @Flag(help: "With --coupling: make each top-level folder a module, instead of the package's targets.")
  var modulesByFolder = false

  func validate() throws {
    if rev == nil && path == nil { throw ValidationError("Missing expected argument '<path>'") }
    if let revisions, revisions.isEmpty { throw ValidationError("--rev needs at least one revision.") }
    if rev != nil && compareReference { throw ValidationError("--compare-reference reads files on disk, not --rev.") }
    if coupling && rev != nil { throw ValidationError("--coupling reads files on disk, not --rev.") }
    if coupling && format.value == .csv {
      throw ValidationError("--coupling adds tables to text, markdown and json; not csv.")
    }
    if modulesByFolder && !coupling { throw ValidationError("--modules-by-folder groups modules for --coupling.") }
    if let revisions, revisions.count > 1, !RevisionTable.formats.contains(format.value) {
      throw ValidationError(
        "--format \(format.value.rawValue) takes one revision; to compare several, use one of "
          + "\(RevisionTable.formats.map(\.rawValue).joined(separator: ", ")).")
    }
  }

  /// `--rev`'s revisions.
  private var revisions: [String]? {
    rev.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
  }

  func run() async throws {
    try checkOutputs(output)
    if let revisions {
      try scanRevisions(revisions)
      return
    }
    do {
      try await scan()
    } catch let error as ScanError {
      throw Self.fatal(error.description)
    } catch let error as FileWriteError {
      throw Self.fatal(error.description)
    } catch let error as RoleConfigurationError {
      throw Self.fatal(error.description)
    }
  }

  private func scan() async throws {
    let path = path ?? "."
    let configuration = try selection.roleConfiguration()
    let description = trustPackage && !ignorePackage ? try await PackageDescriber.describe(root: path) : nil
    let found = try SourceDiscovery.discover(
      root: path, include: selection.includePatterns, exclude: selection.excludePatterns,
      usePackage: !ignorePackage, description: description, followLinks: followLinks)
    let options = ScanOptions(
      measuresStructure: !linesOnly, countsUniqueLines: uloc,
      roles: RoleClassifier(configuration: configuration))
    let report: ScanReport
    var sections: [ReportSection] = []
    if coupling {
      // One read and one parse per file for both the scan and the dependency graph.
      let grouping: ModuleGrouping = modulesByFolder ? .topFolders : .targets
      let graph: TypeGraph
      (report, graph) = DependencyCollector.scan(
        found, root: path, scanOptions: options, options: .init(grouping: grouping, roles: options.roles))
      sections.append(CouplingSection.section(CouplingReport(graph: graph, grouping: grouping)))
    } else {
      report = CodeScanner.scan(found, root: path, options: options)
    }
    var destination = try output.map { try OutputFile(path: $0) } ?? OutputFile()
    ScanOutput.write(report, as: format.value, cohesion: cohesion, sections: sections, to: &destination)
    if compareReference {
      destination.write(Self.comparison(of: found))
    }
    try destination.finish()
    try Self.finish(with: report.issues)
  }

  /// Scans each revision's tree from its blobs; one revision prints as a scan of files
  /// would, several side by side.
  private func scanRevisions(_ revisions: [String]) throws {
    let configuration: RoleConfiguration
    do {
      configuration = try selection.roleConfiguration()
    } catch let error as RoleConfigurationError {
      throw Self.fatal(error.description)
    }
    let options = ScanOptions(
      measuresStructure: !linesOnly, countsUniqueLines: uloc, roles: RoleClassifier(configuration: configuration))
    var scans: [RevisionScan] = []
    do {
      let (repository, prefix) = try git.open()
      let measurer = git.measurer(for: repository, options: options)
      let scanner = RevisionScanner(measurer: measurer)
      for revision in revisions {
        scans.append(
          try scanner.scan(
            revision, path: prefix + (path ?? ""), include: selection.includePatterns,
            exclude: selection.excludePatterns))
      }
      git.save(measurer)
    } catch {
      throw GitOptions.fail(error)
    }
    if scans.count == 1 {
      var destination: OutputFile
      do {
        destination = try output.map { try OutputFile(path: $0) } ?? OutputFile()
        ScanOutput.write(scans[0].report, as: format.value, cohesion: cohesion, to: &destination)
        try destination.finish()
      } catch let error as FileWriteError {
        throw Self.fatal(error.description)
      }
    } else {
      // validate() leaves several revisions the formats RevisionTable writes.
      try writeOutput(RevisionTable.render(scans, as: format.value), to: output)
    }
    try Self.finish(
      with: scans.flatMap { scan in scan.report.issues.map { ($0, scans.count > 1 ? scan.revision : nil) } }
        .map { issue, revision in
          var issue = issue
          if let revision { issue.path = "\(revision):\(issue.path)" }
          return issue
        })
  }

  /// Prints each issue on standard error; any issue makes the exit status 3.
  static func finish(with issues: [ScanIssue]) throws {
    for issue in issues {
      standardError("\(issue.severity.rawValue): \(issue.path): \(issue.message)")
    }
    if !issues.isEmpty { throw ExitStatus.scannedWithIssues.exitCode }
  }

  /// Reports a fatal error in one line and gives the exit status for it.
  static func fatal(_ message: String) -> ExitCode {
    standardError("Error: \(message)")
    return ExitStatus.failure.exitCode
  }

  /// The per-file disagreements with the swift-syntax reference, as text.
  static func comparison(of found: SourceDiscovery) -> String {
    let files = found.files.map { file in
      (
        path: file.path,
        load: { @Sendable () -> [UInt8]? in FileManager.default.contents(atPath: file.absolutePath).map { [UInt8]($0) }
        }
      )
    }
    let disagreements = ReferenceComparison.compare(files)
    var text = "\nReference comparison: \(files.count) files, \(disagreements.count) disagreements\n"
    for disagreement in disagreements {
      let lines = disagreement.lines.prefix(5).map { "\($0.line) (\($0.scanner) vs \($0.reference))" }
      text +=
        "\(Escaping.terminal(disagreement.path)): scanner \(disagreement.scanner.code)/\(disagreement.scanner.comment)/\(disagreement.scanner.blank), "
        + "reference \(disagreement.reference.code)/\(disagreement.reference.comment)/\(disagreement.reference.blank) "
        + "(code/comment/blank); lines \(lines.joined(separator: ", "))\n"
    }
    return text
  }

}

extension Scan: FormatChoices {
  /// A scan's formats; several revisions side by side take fewer (``RevisionTable/formats``).
  static var formats: [OutputFormat] { ScanOutput.formats }
}
