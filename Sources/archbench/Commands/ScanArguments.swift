import ArgumentParser
import CodeMetrics
import Dependencies
import Foundation
import History

/// `archbench scan`'s arguments, checked together, and what they ask of the libraries: what a
/// scan measures, and a ``ProjectScanner`` for files on disk or the revisions of `--rev`.
///
/// Apart from the command, as swift-format keeps its `LintFormatOptions`, so that `ScanCommand` reads as
/// what it runs. `--help` lists them in the order they are declared here: moving one moves it there.
///
/// ```swift
/// @OptionGroup var arguments: ScanArguments
/// let scan = try await arguments.scanner(options: try arguments.scanOptions()).scan(arguments.path ?? ".")
/// ```
struct ScanArguments: ParsableArguments {
  @Argument(help: "A folder, a SwiftPM package or a Swift file; with --rev, a path in the revision's tree.")
  var path: String?

  @Option(
    help: ArgumentHelp(
      "Scan these revisions of the repository (comma-separated branches, tags or ids) instead of files on disk.",
      valueName: "rev,…"))
  var rev: String?

  @OptionGroup var git: GitOptions

  @Option(help: "The output format; several revisions are compared as text, json or csv.")
  var format = FormatOption<ScanCommand>(.text)

  @OptionGroup var selection: SourceSelectionOptions

  @Flag(help: "Count lines only: skip types, functions, imports and complexity.")
  var linesOnly = false

  @Flag(help: "Count unique lines (the CSV's ULOC column, as scc's --uloc).")
  var uloc = false

  @Flag(help: "Add a Cohesion table to text and markdown: mean and max LCOM4, max cognitive complexity.")
  var cohesion = false

  @Flag(help: "Treat a package as a plain folder: scan every Swift file under it.")
  var ignorePackage = false

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

  @Flag(
    help:
      "With --coupling: count in Ce the types that depend on modules imported from outside the scan (an upper bound)."
  )
  var external = false

  func validate() throws {
    if rev == nil && path == nil { throw ValidationError("Missing expected argument '<path>'") }
    if let revisions, revisions.isEmpty { throw ValidationError("--rev needs at least one revision.") }
    if rev != nil && compareReference { throw ValidationError("--compare-reference reads files on disk, not --rev.") }
    if coupling && rev != nil { throw ValidationError("--coupling reads files on disk, not --rev.") }
    if coupling && format.value == .csv {
      throw ValidationError("--coupling adds tables to text, markdown and json; not csv.")
    }
    if modulesByFolder && !coupling { throw ValidationError("--modules-by-folder groups modules for --coupling.") }
    if external && !coupling { throw ValidationError("--external changes what --coupling counts in Ce.") }
    if let revisions, revisions.count > 1, !RevisionTable.formats.contains(format.value) {
      throw ValidationError(
        "--format \(format.value.rawValue) takes one revision; to compare several, use one of "
          + "\(RevisionTable.formats.map(\.rawValue).joined(separator: ", ")).")
    }
  }

  /// `--rev`'s revisions.
  var revisions: [String]? {
    rev.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
  }

  /// What a scan measures. Throws ``RoleConfigurationError`` for a roles file that cannot be read.
  func scanOptions() throws -> ScanOptions {
    ScanOptions(
      measuresStructure: !linesOnly, countsUniqueLines: uloc,
      roles: RoleClassifier(configuration: try selection.roleConfiguration()))
  }

  /// The scanner of files on disk these arguments ask for.
  func scanner(options: ScanOptions) -> ProjectScanner {
    ProjectScanner(
      include: selection.includePatterns, exclude: selection.excludePatterns, usesPackage: !ignorePackage,
      runsManifest: selection.trustPackage, followsLinks: followLinks, scanOptions: options,
      coupling: coupling ? (modulesByFolder ? .topFolders : .targets) : nil, couplingView: external ? .external : .scan,
      comparesWithReference: compareReference)
  }
}
