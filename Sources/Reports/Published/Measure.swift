/// One of archbench's figures of a sample, read from the report's measured data.
///
/// Each comes in the conventions a study might have counted in, so that a row can be set on
/// the study's footing: files alone or with their folders, lines as written or code lines,
/// production alone or with the tests; and, for the claims about testability, separation and
/// extension, the evidence the scorecard scores (coverage, ``Criterion`` evidence, change cost).
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
  case screenLogicFiles
  case screenLogicLines
  case unitLinePercent
  case platformFreeShare
  case testabilityEvidence
  case responsibilitiesEvidence
  case changeCostFiles
  case changeCostLines

  /// Per architecture, the roles that hold a screen's logic, as S1's chapter 9.2 names them: a
  /// state, actions and a reducer in Redux, one view model in MVVM. MVVM's app-wide State role
  /// is left out because the claim counts per screen.
  static let screenLogicRoles: [String: [String]] = ["redux": ["State", "Action", "Reducer"], "mvvm": ["ViewModel"]]

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
    case .screenLogicFiles: "production files in the roles of a screen's logic: State, Action, Reducer; ViewModel"
    case .screenLogicLines: "production code lines in the roles of a screen's logic: State, Action, Reducer; ViewModel"
    case .unitLinePercent: "line coverage of production code by the sample's unit tests, %"
    case .platformFreeShare: "share of production types free of the UI platform"
    case .testabilityEvidence: "Testability evidence: mean of unit-test line coverage and platform-free share"
    case .responsibilitiesEvidence: "Responsibilities evidence: named share × effective roles × cohesion × balance"
    case .changeCostFiles: "source files touched per teaching exercise, mean"
    case .changeCostLines: "source lines changed per teaching exercise, mean"
    }
  }

  /// Whether the figure is a count, shown without decimals.
  var isCount: Bool {
    switch self {
    case .thesisItems, .swiftFiles, .productionFiles, .linesAsWritten, .productionLinesAsWritten, .codeLines,
      .productionCodeLines, .protocols, .screenLogicFiles, .screenLogicLines:
      true
    default: false
    }
  }

  /// Decimals shown for a figure that is not a count: evidence on a 0–1 scale needs three.
  var places: Int {
    switch self {
    case .platformFreeShare, .testabilityEvidence, .responsibilitiesEvidence: 3
    case .changeCostFiles, .changeCostLines: 2
    default: 1
    }
  }

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
    case .screenLogicFiles, .screenLogicLines:
      guard let names = Self.screenLogicRoles[metrics.id] else { return nil }
      let roles = metrics.roles.filter { names.contains($0.role) }
      return Double(roles.reduce(0) { $0 + (self == .screenLogicFiles ? $1.files : $1.lines) })
    case .unitLinePercent: return metrics.coverage?.unitLinePercent
    case .platformFreeShare: return metrics.coverage?.platformFreeShare
    case .testabilityEvidence: return Criterion.testability.evidence(for: metrics)
    case .responsibilitiesEvidence: return Criterion.responsibilities.evidence(for: metrics)
    case .changeCostFiles: return metrics.changeCost?.source.meanFilesTouched
    case .changeCostLines: return metrics.changeCost?.source.meanLinesChanged
    }
  }
}
