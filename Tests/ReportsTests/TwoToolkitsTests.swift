import Testing

@testable import Reports

@Suite("Same architecture, two toolkits")
struct TwoToolkitsTests {
  static func mvvm(id: String, name: String, lines: Int, viewModelLines: Int, cost: Double) -> ArchitectureMetrics {
    ArchitectureMetrics(
      id: id, name: name,
      production: SizeFigures(files: 20, codeLines: lines, commentLines: 0, blankLines: 0),
      tests: SizeFigures(files: 6, codeLines: 400, commentLines: 0, blankLines: 0),
      roles: [
        RoleSize(role: "Other", files: 2, lines: 50),
        RoleSize(role: "View", files: 8, lines: lines - viewModelLines - 50),
        RoleSize(role: "ViewModel", files: 10, lines: viewModelLines),
      ],
      structure: StructureFigures(types: 20, protocols: 0, functions: 80, meanComplexity: 1.5, maxComplexity: 6),
      coverage: CoverageFigures(
        unitLinePercent: 81.25, conformanceLinePercent: 95, platformFreeShare: 0.5, unitTests: 30),
      performance: PerformanceFigures(
        p50RatioGeometricMean: 1.031, p99RatioGeometricMean: 1.2, medianAllocationsPerDispatch: 120, over16msShare: 0,
        over8msShare: 0, superLinearSteps: []),
      changeCost: ChangeCostFigures(
        exercises: 5, source: .init(meanFilesTouched: 2.4, meanLinesChanged: cost),
        tests: .init(meanFilesTouched: 1.2, meanLinesChanged: cost * 2), allProven: true))
  }

  @Test func setsThePatternOnEachToolkitSideBySide() {
    let data = ReportData(
      architectures: [
        Self.mvvm(id: "mvvm", name: "MVVM", lines: 1000, viewModelLines: 400, cost: 30),
        Self.mvvm(id: "mvvm-uikit", name: "MVVM (UIKit)", lines: 1200, viewModelLines: 500, cost: 41.25),
      ], coverageMeasured: true, conformance: nil)

    #expect(
      TwoToolkitsRenderer.section(data).joined(separator: "\n") == """
        ## Same architecture, two toolkits

        The same pattern written for each toolkit, each in its idiom. Differences in this table come from the \
        toolkit and its idiom, not from the architecture. Latency is given as ×own-toolkit-reference, so it leaves \
        out what each toolkit costs by itself.

        | Figure | MVVM (SwiftUI) | MVVM \\(UIKit\\) |
        | --- | ---: | ---: |
        | Production files · lines | 20 · 1000 | 20 · 1200 |
        | Test files · lines | 6 · 400 | 6 · 400 |
        | Lines per role | View 550, ViewModel 400 | View 650, ViewModel 500 |
        | Unit-test line coverage | 81.2 % | 81.2 % |
        | Change cost: mean source files · lines per exercise | 2.4 · 30.0 | 2.4 · 41.2 |
        | Change cost: mean test files · lines per exercise | 1.2 · 60.0 | 1.2 · 82.5 |
        | Latency: p50 ×own-toolkit-reference, geometric mean | ×1.03 | ×1.03 |
        | Allocations per dispatch, median | 120 | 120 |

        """)
  }

  @Test func isLeftOutUnlessBothSamplesWereMeasured() {
    let data = ReportData(
      architectures: [Self.mvvm(id: "mvvm", name: "MVVM", lines: 1000, viewModelLines: 400, cost: 30)],
      coverageMeasured: true, conformance: nil)

    #expect(TwoToolkitsRenderer.section(data).isEmpty)
  }
}
