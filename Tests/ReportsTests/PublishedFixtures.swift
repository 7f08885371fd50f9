@testable import Reports

/// A small report whose figures give each kind of published verdict by hand: the six samples
/// the published claims compare, with sizes, roles, coverage, change cost, a hand-set scorecard
/// and a conformance matrix where every scenario passes.
///
/// ```swift
/// let rows = PublishedComparison(PublishedFixtures.data()).rows
/// ```
enum PublishedFixtures {
  static func sample(
    _ id: String, _ name: String, production: SizeFigures, tests: SizeFigures = .zero, types: Int = 10,
    protocols: Int = 0, roles: [RoleSize] = [], unit: Double? = nil, free: Double? = nil,
    change: (files: Double, lines: Double)? = nil
  ) -> ArchitectureMetrics {
    ArchitectureMetrics(
      id: id, name: name, production: production, tests: tests, roles: roles,
      structure: StructureFigures(
        types: types, protocols: protocols, functions: 0, meanComplexity: 0, maxComplexity: 0),
      coverage: unit.map {
        CoverageFigures(unitLinePercent: $0, conformanceLinePercent: nil, platformFreeShare: free, unitTests: 1)
      },
      changeCost: change.map {
        ChangeCostFigures(
          exercises: 2, source: .init(meanFilesTouched: $0.files, meanLinesChanged: $0.lines),
          tests: .init(meanFilesTouched: 1, meanLinesChanged: 10), allProven: true)
      })
  }

  /// `count` roles of `lines` each, one file apiece: Responsibilities evidence `count` (no design figures)
  /// when they hold every production line.
  static func even(_ count: Int, lines: Int) -> [RoleSize] {
    (0..<count).map { RoleSize(role: "Role\($0)", files: 1, lines: lines) }
  }

  /// The scenarios the behaviour rows name.
  static let scenarios =
    PublishedClaim.liveScenarios + PublishedClaim.liveDetailScenarios + PublishedClaim.sessionScenarios
    + PublishedClaim.sentAtOnceScenarios + [
      "tasks.pullToRefresh", "tasks.emptyState", "login.emptyUsername", "login.emptyPassword", "login.emptyBoth",
      "login.errorClearsOnTyping",
    ]

  static func data() -> ReportData {
    let architectures = [
      // Items 20 + 10 + 8 + 5 = 43; lines as written 1200 + 500 = 1700; code lines 1400.
      // A screen's logic: ViewModel, 5 files, 300 lines. Testability evidence (0.8 + 0.4) / 2 = 0.6.
      sample(
        "mvvm", "MVVM",
        production: SizeFigures(files: 20, codeLines: 1000, commentLines: 100, blankLines: 100, folders: 8),
        tests: SizeFigures(files: 10, codeLines: 400, commentLines: 0, blankLines: 100, folders: 5),
        roles: [
          RoleSize(role: "State", files: 1, lines: 20), RoleSize(role: "View", files: 4, lines: 680),
          RoleSize(role: "ViewModel", files: 5, lines: 300),
        ], unit: 80, free: 0.4, change: (2, 20)),
      // Items 40 + 20 + 12 + 8 = 80; lines as written 1600 + 800 = 2400; code lines 1900.
      // A screen's logic: State, Action, Reducer, 15 files, 300 lines. Testability (0.96 + 0.8) / 2 = 0.88.
      sample(
        "redux", "Redux",
        production: SizeFigures(files: 40, codeLines: 1200, commentLines: 150, blankLines: 250, folders: 12),
        tests: SizeFigures(files: 20, codeLines: 700, commentLines: 0, blankLines: 100, folders: 8),
        roles: [
          RoleSize(role: "Action", files: 5, lines: 50), RoleSize(role: "Reducer", files: 5, lines: 150),
          RoleSize(role: "State", files: 5, lines: 100), RoleSize(role: "View", files: 25, lines: 900),
        ], unit: 96, free: 0.8, change: (2.3, 25)),
      // 500 code lines in 10 types: 50 per declaration; 600 lines as written. Testability (0.9 + 0.2) / 2 = 0.55.
      sample(
        "mvc", "MVC", production: SizeFigures(files: 10, codeLines: 500, commentLines: 50, blankLines: 50),
        roles: even(2, lines: 250), unit: 90, free: 0.2, change: (2, 30)),
      // 950 / (15 + 4) = 50 per declaration; 1200 lines as written. Testability (0.85 + 0.5) / 2 = 0.675;
      // Responsibilities 3 × 900 / 950 = 2.842, its three roles holding 900 of its 950 lines.
      sample(
        "mvp", "MVP", production: SizeFigures(files: 18, codeLines: 950, commentLines: 0, blankLines: 250), types: 15,
        protocols: 4, roles: even(3, lines: 300), unit: 85, free: 0.5, change: (3, 24)),
      // 900 / (16 + 2) = 50 per declaration. Testability (0.88 + 0.3) / 2 = 0.59.
      sample(
        "mvvm-uikit", "MVVM (UIKit)",
        production: SizeFigures(files: 14, codeLines: 900, commentLines: 0, blankLines: 0),
        types: 16, protocols: 2, roles: even(2, lines: 450), unit: 88, free: 0.3, change: (3, 40)),
      // 1200 / (28 + 12) = 30 per declaration. Testability (0.95 + 0.7) / 2 = 0.825.
      sample(
        "viper", "VIPER", production: SizeFigures(files: 15, codeLines: 1200, commentLines: 0, blankLines: 0),
        types: 28, protocols: 12, roles: even(5, lines: 240), unit: 95, free: 0.7, change: (5, 60)),
    ]
    let names = architectures.map(\.name)
    let matrix = ConformanceMatrix(
      scenarios: scenarios.sorted(), architectures: names,
      results: Dictionary(
        uniqueKeysWithValues: scenarios.map { ($0, Dictionary(uniqueKeysWithValues: names.map { ($0, .pass) })) }))
    var data = ReportData(architectures: architectures, coverageMeasured: true, conformance: matrix)
    var card = Scorecard(
      data: ReportData(architectures: [], coverageMeasured: false, conformance: nil), weights: .defaults)
    // Totals of the four published criteria: MVC 12, MVP 14, either MVVM 13, VIPER 16; Performance is left out.
    // Both MVVMs are scored, so that the rows hold whichever PublishedOpinion maps S2's MVVM to.
    func scores(_ mvc: Int, _ mvp: Int, _ mvvm: Int, _ viper: Int) -> [String: Int] {
      ["mvc": mvc, "mvp": mvp, "mvvm": mvvm, "mvvm-uikit": mvvm, "viper": viper]
    }
    card.rows = [
      .init(criterion: .responsibilities, scores: scores(3, 4, 3, 5), evidence: [:]),
      .init(criterion: .testability, scores: scores(2, 4, 3, 5), evidence: [:]),
      .init(criterion: .easeOfUse, scores: scores(4, 3, 4, 2), evidence: [:]),
      .init(criterion: .maintainability, scores: scores(3, 3, 3, 4), evidence: [:]),
      .init(criterion: .performance, scores: scores(5, 1, 5, 1), evidence: [:]),
    ]
    data.scorecard = card
    return data
  }

  /// The row of `data` at `location` whose measure is `measure` (or, without one, the first there).
  static func row(_ data: ReportData, _ location: String, _ measure: Measure? = nil) -> PublishedComparison.Row? {
    PublishedComparison(data).rows.first {
      $0.claim.location == location && (measure == nil || $0.claim.measure == measure)
    }
  }

  /// The cells of that row: claim, where, published, ours, ours ÷ published, verdict, note.
  static func cells(_ data: ReportData, _ location: String, _ measure: Measure? = nil) -> [String] {
    row(data, location, measure).map { PublishedRenderer.cells($0, data) } ?? []
  }
}
