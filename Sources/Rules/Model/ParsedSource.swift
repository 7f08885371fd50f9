import CodeMetrics

/// One file as the rules read it: its facts, and the types it declares with the roles the
/// scan's classification gives them.
///
/// Made from the text, it parses the file; made from what a scan already parsed (its facts and
/// its ``CodeMetrics/FileMetrics``), it parses nothing again: `check --scan` checks the rules on
/// the trees its scan parsed.
///
/// ```swift
/// let source = ParsedSource(path: "Login/LoginPresenter.swift", text: text)
/// source.types.first?.role  // .presenter
/// ```
public struct ParsedSource: Sendable {
  public var facts: FileFacts
  /// The file's types, classified (``CodeMetrics/TypeDeclaration/role``).
  public var types: [TypeDeclaration]

  /// Parses `text`, named `path` (relative to the checked root).
  public init(path: String, text: String, classifier: RoleClassifier = RoleClassifier()) {
    facts = FactsCollector.facts(of: text, path: path)
    let file = SourceFile(absolutePath: path, path: path, group: .production)
    let (metrics, _) = CodeScanner.measure(bytes: Array(text.utf8), of: file, options: ScanOptions(roles: classifier))
    types = metrics?.types ?? []
  }

  /// A file a scan parsed: its facts and its metrics, whose types `classifier` classifies again
  /// (a scan may classify with other roles than the rules').
  public init(facts: FileFacts, metrics: FileMetrics, classifier: RoleClassifier) {
    self.facts = facts
    var metrics = metrics
    metrics.path = facts.path
    classifier.classify(&metrics)
    types = metrics.types
  }
}
