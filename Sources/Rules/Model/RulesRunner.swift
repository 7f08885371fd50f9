import CodeMetrics
import Foundation

/// Reads a codebase and checks its architecture's rules.
///
/// Production code only: tests and their doubles may reach across layers on purpose.
///
/// ```swift
/// let report = try RulesRunner.check(root: "Samples/VIPER", configuration: .defaults(for: "viper"))
/// report.violations.isEmpty
/// ```
public enum RulesRunner {
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownArchitecture(String)
    case unreadableConfiguration(String, reason: String)
    case scan(String)
    /// Nothing to check is not a pass: the folder has no production Swift file.
    case nothingToCheck(String, reason: String)

    public var description: String {
      switch self {
      case .unknownArchitecture(let name):
        "no rules for architecture '\(name)'; use one of \(RuleCatalog.architectures.joined(separator: ", "))"
      case .unreadableConfiguration(let path, let reason): "cannot read the rules configuration \(path): \(reason)"
      case .scan(let message): message
      case .nothingToCheck(let path, let reason): "nothing to check in \(path): \(reason)"
      }
    }
  }

  public static func check(root: String, configuration: RulesConfiguration) throws(Failure) -> RuleReport {
    try run(root: root, configuration: configuration).report
  }

  /// Checks as ``check(root:configuration:)`` does, and returns what was not read as it should
  /// be: the discovery's issues, and the files left out, unreadable or over the
  /// ``CodeMetrics/StructureLimit`` (not read at all), each naming its file.
  ///
  /// ```swift
  /// let (report, issues) = try RulesRunner.run(root: "Generated", configuration: .defaults(for: "mvvm"))
  /// issues.first?.message  // "4194304 bytes, over the 3 MiB structure limit; not parsed, left out"
  /// ```
  ///
  /// - Parameter parsed: what a scan of the same files already parsed, by file: the file's
  ///   facts and metrics, or `nil` for a file to read and parse here (`check --scan`, whose
  ///   scan parsed them).
  public static func run(
    root: String, configuration: RulesConfiguration,
    parsed: (SourceFile) -> (facts: FileFacts, metrics: FileMetrics)? = { _ in nil }
  ) throws(Failure) -> (report: RuleReport, issues: [ScanIssue]) {
    guard RuleCatalog.architectures.contains(configuration.architecture) else {
      throw .unknownArchitecture(configuration.architecture)
    }
    let found: SourceDiscovery
    let classifier: RoleClassifier
    do {
      found = try SourceDiscovery.discover(root: root, usePackage: false)
      classifier = RoleClassifier(
        configuration: try configuration.roles.map { try RoleConfiguration(contentsOf: URL(fileURLWithPath: $0)) }
          ?? RoleConfiguration())
    } catch let error as ScanError {
      throw .scan(error.description)
    } catch {
      throw .scan("\(error)")
    }
    guard !found.files.isEmpty else { throw .nothingToCheck(root, reason: "it has no Swift files") }
    guard found.files.contains(where: { $0.group == .production }) else {
      throw .nothingToCheck(root, reason: "it has no Swift files but tests, and the rules check production code")
    }
    var issues = found.issues
    let sources = found.files.filter { $0.group == .production }.compactMap { file -> ParsedSource? in
      if let (facts, metrics) = parsed(file) {
        return ParsedSource(facts: facts, metrics: metrics, classifier: classifier)
      }
      let (bytes, issue) = StructureLimit.read(file)
      if let issue { issues.append(issue) }
      return bytes.map {
        ParsedSource(path: file.path, text: String(decoding: $0, as: UTF8.self), classifier: classifier)
      }
    }
    let (models, modelIssues) = models(in: configuration.modelPaths)
    let context = RuleContext(parsed: sources, configuration: configuration, models: models)
    return (RuleCatalog.check(context, root: root), issues + modelIssues)
  }

  /// The types declared in the model folders, and the files there left out (named by their
  /// paths as given, the folder's included).
  static func models(in paths: [String]) -> (names: Set<String>, issues: [ScanIssue]) {
    var names: Set<String> = []
    var issues: [ScanIssue] = []
    for path in paths {
      guard let found = try? SourceDiscovery.discover(root: path, usePackage: false) else { continue }
      for file in found.files {
        let (bytes, issue) = StructureLimit.read(file)
        if var issue {
          issue.path = file.absolutePath
          issues.append(issue)
        }
        guard let bytes else { continue }
        let facts = FactsCollector.facts(of: String(decoding: bytes, as: UTF8.self), path: file.path)
        names.formUnion(facts.declarations.filter { $0.kind != "extension" }.map(\.name))
      }
    }
    return (names, issues)
  }
}
