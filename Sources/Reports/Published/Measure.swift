/// One of archbench's figures of a sample, read from the report's measured data.
///
/// Each comes in the conventions a study might have counted in, so that a row can be set on
/// the study's footing: files alone or with their folders, lines as written or code lines,
/// production alone or with the tests.
///
/// ```swift
/// Measure.linesAsWritten.value(of: mvvm, scorecard: nil)  // code + comment + blank lines, Sources/ and Tests/
/// ```
public enum Measure: String, Sendable, Hashable, CaseIterable {
  case thesisItems
  case swiftFiles
  case productionFiles
  case linesAsWritten
  case productionLinesAsWritten
  case codeLines
  case productionCodeLines
  case protocols
  case codeLinesPerDeclaration
  case publishedCriteriaTotal

  /// What the figure counts, as the section's rows name it.
  public var title: String {
    switch self {
    case .thesisItems: "items, thesis-style: Swift files and their folders, production and tests"
    case .swiftFiles: "Swift files, production and tests"
    case .productionFiles: "Swift files, production"
    case .linesAsWritten: "lines as written (code, comments, blanks), production and tests"
    case .productionLinesAsWritten: "lines as written (code, comments, blanks), production"
    case .codeLines: "code lines, production and tests"
    case .productionCodeLines: "code lines, production"
    case .protocols: "protocols, production"
    case .codeLinesPerDeclaration:
      "production code lines per declared type (classes, structs, enums, actors, protocols)"
    case .publishedCriteriaTotal: "scorecard total of the four published criteria"
    }
  }

  /// Whether the figure is a count, shown without decimals.
  var isCount: Bool { self != .codeLinesPerDeclaration && self != .publishedCriteriaTotal }

  /// The figure of `metrics`, or `nil` when this report did not measure it.
  public func value(of metrics: ArchitectureMetrics, scorecard: Scorecard?) -> Double? {
    let production = metrics.production
    let tests = metrics.tests
    switch self {
    case .thesisItems:
      guard let productionFolders = production.folders, let testFolders = tests.folders else { return nil }
      return Double(production.files + tests.files + productionFolders + testFolders)
    case .swiftFiles: return Double(production.files + tests.files)
    case .productionFiles: return Double(production.files)
    case .linesAsWritten: return Double(production.physicalLines + tests.physicalLines)
    case .productionLinesAsWritten: return Double(production.physicalLines)
    case .codeLines: return Double(production.codeLines + tests.codeLines)
    case .productionCodeLines: return Double(production.codeLines)
    case .protocols: return Double(metrics.structure.protocols)
    case .codeLinesPerDeclaration:
      let declarations = metrics.structure.types + metrics.structure.protocols
      return declarations == 0 ? nil : Double(production.codeLines) / Double(declarations)
    case .publishedCriteriaTotal: return scorecard?.publishedCriteriaTotal(architecture: metrics.id)
    }
  }
}
