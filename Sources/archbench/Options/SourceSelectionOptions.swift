import ArgumentParser
import CodeMetrics
import Foundation

/// The options that choose which files a command reads and how it names their roles:
/// `--include`, `--exclude`, `--roles` and `--trust-package`, shared by `scan` and `graph`.
///
/// ```swift
/// @OptionGroup var selection: SourceSelectionOptions
/// let found = try SourceDiscovery.discover(root: path, include: selection.includePatterns, exclude: selection.excludePatterns)
/// ```
struct SourceSelectionOptions: ParsableArguments {
  @Option(
    name: .customLong("include"),
    help: ArgumentHelp("Only scan paths matching this glob (repeatable).", valueName: "glob"))
  var includes: [String] = []

  @Option(
    name: .customLong("exclude"), help: ArgumentHelp("Skip paths matching this glob (repeatable).", valueName: "glob"))
  var excludes: [String] = []

  @Option(help: ArgumentHelp("A roles file (JSON) whose rules override the naming conventions.", valueName: "file"))
  var roles: String?

  /// Whether to run the manifest rather than parse it: a manifest that computes its targets can
  /// only be read by running it, which runs the package's code.
  @Flag(help: "Run the package's Package.swift to list its targets (it is code: only for a package you trust).")
  var trustPackage = false

  func validate() throws {
    for pattern in includes + excludes {
      if let problem = GlobPattern.problem(in: pattern) {
        throw ValidationError("\(GlobPatternError(pattern: pattern, problem: problem)).")
      }
    }
  }

  var includePatterns: [GlobPattern] { includes.map(GlobPattern.init) }
  var excludePatterns: [GlobPattern] { excludes.map(GlobPattern.init) }

  /// The roles file's rules, or none. Throws ``RoleConfigurationError`` naming the file.
  func roleConfiguration() throws -> RoleConfiguration {
    try roles.map { try RoleConfiguration(contentsOf: URL(fileURLWithPath: $0)) } ?? RoleConfiguration()
  }
}
