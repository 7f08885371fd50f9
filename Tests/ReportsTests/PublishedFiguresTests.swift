import Testing

@testable import Reports

@Suite("Published figures and ours")
struct PublishedFiguresTests {
  static func sample(
    _ id: String, _ name: String, production: SizeFigures, tests: SizeFigures = .zero, types: Int = 10,
    protocols: Int = 0
  ) -> ArchitectureMetrics {
    ArchitectureMetrics(
      id: id, name: name, production: production, tests: tests, roles: [],
      structure: StructureFigures(
        types: types, protocols: protocols, functions: 0, meanComplexity: 0, maxComplexity: 0),
      coverage: nil)
  }

  /// Six samples whose figures give each verdict by hand (the comments show the arithmetic).
  static func data() -> ReportData {
    let architectures = [
      // Items 20 + 10 + 8 + 5 = 43; lines as written 1200 + 500 = 1700; code lines 1400.
      sample(
        "mvvm", "MVVM",
        production: SizeFigures(files: 20, codeLines: 1000, commentLines: 100, blankLines: 100, folders: 8),
        tests: SizeFigures(files: 10, codeLines: 400, commentLines: 0, blankLines: 100, folders: 5)),
      // Items 40 + 20 + 12 + 8 = 80; lines as written 1600 + 800 = 2400; code lines 1900.
      sample(
        "redux", "Redux",
        production: SizeFigures(files: 40, codeLines: 1200, commentLines: 150, blankLines: 250, folders: 12),
        tests: SizeFigures(files: 20, codeLines: 700, commentLines: 0, blankLines: 100, folders: 8)),
      // 500 code lines in 10 types: 50 per declaration; 600 lines as written.
      sample("mvc", "MVC", production: SizeFigures(files: 10, codeLines: 500, commentLines: 50, blankLines: 50)),
      // 950 / (15 + 4) = 50 per declaration; 1200 lines as written.
      sample(
        "mvp", "MVP", production: SizeFigures(files: 18, codeLines: 950, commentLines: 0, blankLines: 250), types: 15,
        protocols: 4),
      // 700 / (12 + 2) = 50 per declaration.
      sample(
        "mvvm-uikit", "MVVM (UIKit)",
        production: SizeFigures(files: 14, codeLines: 700, commentLines: 0, blankLines: 0),
        types: 12, protocols: 2),
      // 1200 / (28 + 12) = 30 per declaration.
      sample(
        "viper", "VIPER", production: SizeFigures(files: 15, codeLines: 1200, commentLines: 0, blankLines: 0),
        types: 28,
        protocols: 12),
    ]
    var data = ReportData(architectures: architectures, coverageMeasured: false, conformance: nil)
    var card = Scorecard(
      data: ReportData(architectures: [], coverageMeasured: false, conformance: nil), weights: .defaults)
    // Totals of the four published criteria: MVC 12, MVP 14, MVVM 13, VIPER 16; Performance is left out of them.
    card.rows = [
      .init(criterion: .responsibilities, scores: ["mvc": 3, "mvp": 4, "mvvm": 3, "viper": 5], evidence: [:]),
      .init(criterion: .testability, scores: ["mvc": 2, "mvp": 4, "mvvm": 3, "viper": 5], evidence: [:]),
      .init(criterion: .easeOfUse, scores: ["mvc": 4, "mvp": 3, "mvvm": 4, "viper": 2], evidence: [:]),
      .init(criterion: .maintainability, scores: ["mvc": 3, "mvp": 3, "mvvm": 3, "viper": 4], evidence: [:]),
      .init(criterion: .performance, scores: ["mvc": 5, "mvp": 1, "mvvm": 5, "viper": 1], evidence: [:]),
    ]
    data.scorecard = card
    return data
  }

  @Test("the section sets each claim beside the hand-computed figures, with its verdict")
  func section() throws {
    let lines = PublishedOutput.section(Self.data())
    let references = try #require(lines.firstIndex(of: "### References"))
    #expect(
      lines[...references].joined(separator: "\n") == """
        ## Published figures and ours

        Each figure a study published (references below) beside archbench's, measured from the samples of this \
        report. Like is compared with like: MVVM and Redux are both written for HeadlessSwiftUI, as S1 built both on \
        SwiftUI; MVP and Cocoa MVC, and VIPER and the others of S2 (Cocoa MVC, MVP, MVVM (UIKit)), are all UIKit \
        style, as S2's apps were. A ratio is the last sample's figure ÷ the first's, or ÷ the mean of the others' \
        for VIPER. Verdict: a claimed figure agrees when ours is within ±15 % of it; a claim of more agrees at ×1.15 \
        or above, one of fewer at ×0.85 or below. Ours ÷ published sets the absolute figures side by side, which S1 \
        counts on another convention (below), so the ratios are the fairer comparison.

        | Claim | Source | Published | Ours | Ours ÷ published | Verdict |
        | --- | --- | --- | --- | --- | --- |
        | Redux ÷ MVVM: items, thesis-style: Swift files and their folders, production and tests | S1, chapter 9.2 | \
        MVVM 58 · Redux 110 · ×1.90 | MVVM 43 · Redux 80 · ×1.86 | MVVM 0.74 · Redux 0.73 | agrees: ×1.86 against \
        ×1.90, 2 % lower |
        | Redux ÷ MVVM: Swift files, production and tests | S1, chapter 9.2 | MVVM 58 · Redux 110 · ×1.90 | MVVM 30 \
        · Redux 60 · ×2.00 | MVVM 0.52 · Redux 0.55 | agrees: ×2.00 against ×1.90, 5 % higher |
        | Redux ÷ MVVM: Swift files, production | S1, chapter 9.2 | MVVM 58 · Redux 110 · ×1.90 | MVVM 20 · Redux 40 \
        · ×2.00 | MVVM 0.34 · Redux 0.36 | agrees: ×2.00 against ×1.90, 5 % higher |
        | Redux ÷ MVVM: lines as written \\(code, comments, blanks\\), production and tests | S1, chapter 9.3 | MVVM \
        1,313 · Redux 2,112 · ×1.61 | MVVM 1700 · Redux 2400 · ×1.41 | MVVM 1.29 · Redux 1.14 | agrees: ×1.41 \
        against ×1.61, 12 % lower |
        | Redux ÷ MVVM: code lines, production and tests | S1, chapter 9.3 | MVVM 1,313 · Redux 2,112 · ×1.61 | MVVM \
        1400 · Redux 1900 · ×1.36 | MVVM 1.07 · Redux 0.90 | disagrees: ×1.36 against ×1.61, 16 % lower |
        | Redux ÷ MVVM: code lines, production | S1, chapter 9.3 | MVVM 1,313 · Redux 2,112 · ×1.61 | MVVM 1000 · \
        Redux 1200 · ×1.20 | MVVM 0.76 · Redux 0.57 | disagrees: ×1.20 against ×1.61, 25 % lower |
        | MVP ÷ MVC: code lines, production | S2, its text | "the code is almost twice that of Cocoa MVC" · ×2 | MVC \
        500 · MVP 950 · ×1.90 | – | agrees: ×1.90 against ×2.00, 5 % lower |
        | MVP ÷ MVC: lines as written \\(code, comments, blanks\\), production | S2, its text | "the code is almost \
        twice that of Cocoa MVC" · ×2 | MVC 600 · MVP 1200 · ×2.00 | – | agrees: ×2.00 against ×2.00, the same |
        | VIPER ÷ the mean of MVC, MVP, MVVM \\(UIKit\\): protocols, production | S2, its text | "a large number of \
        interfaces" · more | MVC 0 · MVP 4 · MVVM \\(UIKit\\) 2 · VIPER 12 · ×6.00 | – | agrees: ×6.00, 500 % more |
        | VIPER ÷ the mean of MVC, MVP, MVVM \\(UIKit\\): Swift files, production | S2, its text | "a very extensive \
        architecture" · more | MVC 10 · MVP 18 · MVVM \\(UIKit\\) 14 · VIPER 15 · ×1.07 | – | disagrees: ×1.07, only \
        7 % more |
        | VIPER ÷ the mean of MVC, MVP, MVVM \\(UIKit\\): production code lines per declared type \\(classes, \
        structs, enums, actors, protocols\\) | S2, its text | "classes with very small responsibilities" · fewer | \
        MVC 50.0 · MVP 50.0 · MVVM \\(UIKit\\) 50.0 · VIPER 30.0 · ×0.60 | – | agrees: ×0.60, 40 % fewer |
        | MVC: scorecard total of the four published criteria | S2, its scorecard table | 10 | 12.0 | 1.20 | \
        disagrees: 12.0 against 10, 20 % higher |
        | MVP: scorecard total of the four published criteria | S2, its scorecard table | 14 | 14.0 | 1.00 | agrees: \
        14.0 against 14, the same |
        | MVVM: scorecard total of the four published criteria | S2, its scorecard table | 15 | 13.0 | 0.87 | \
        agrees: 13.0 against 15, 13 % lower |
        | VIPER: scorecard total of the four published criteria | S2, its scorecard table | 15 | 16.0 | 1.07 | \
        agrees: 16.0 against 15, 7 % higher |

        ### References
        """)
    // The references' text is PublishedSource's; here, that each source is listed once, in order, by its full name.
    let list = Array(lines[(references + 1)...])
    let names = [
      "S1** — Master's thesis, Tomas Bata University in Zlín, Faculty of Applied Informatics: ",
      "S2** — Master's thesis on an iOS app's architecture (Czech): ",
      "S3** — Bachelor's thesis, MVVM with relays (Czech): ",
      "S4** — Bachelor's thesis on realtime databases in mobile apps (Czech): ",
    ]
    #expect(list.count == 6 && list.first == "" && list.last == "")
    #expect(zip(list.dropFirst(), names).allSatisfy { $0.hasPrefix("- **" + $1) })
  }

  @Test("index.html's section: the same table as HTML, then the references as a list")
  func html() {
    let html = PublishedOutput.html(Self.data())
    #expect(
      html.hasPrefix(
        "<h2>Published figures and ours</h2><p class=\"muted\">Each figure a study published (references below) "
          + "beside archbench&#39;s, measured from the samples of this report."))
    #expect(html.components(separatedBy: "<tr>").count - 1 == 1 + PublishedClaim.all.count)
    #expect(
      html.contains(
        "<tr><td>VIPER ÷ the mean of MVC, MVP, MVVM (UIKit): protocols, production</td><td>S2, its text</td>"
          + "<td>&quot;a large number of interfaces&quot; · more</td>"
          + "<td>MVC 0 · MVP 4 · MVVM (UIKit) 2 · VIPER 12 · ×6.00</td><td>–</td><td>agrees: ×6.00, 500 % more</td></tr>"
      ))
    #expect(html.contains("</table></div><h3>References</h3><ul><li><strong>S1</strong> — Master&#39;s thesis, "))
    #expect(
      html.contains(
        "<li><strong>S3</strong> — Bachelor&#39;s thesis, MVVM with relays (Czech): login and registration "
          + "validation as derived streams (relays), and list filters, in MVVM with reactive bindings on UIKit. "
          + "Where: publishes no figure to set beside archbench&#39;s.</li>"))
    #expect(html.hasSuffix("</li></ul>"))
  }

  @Test(
    "a claimed figure agrees within ±15 %, both ends included",
    arguments: [(2.3, true), (2.300_01, false), (1.7, true), (1.699_99, false), (2, true), (0.5, false)])
  func about(observed: Double, agrees: Bool) {
    #expect(Verdict(observed: observed, expected: .about(2)).agrees == agrees)
  }

  @Test(
    "more agrees from ×1.15, fewer up to ×0.85",
    arguments: [
      (1.15, Verdict.Expectation.more, true), (1.149_99, .more, false), (0.9, .more, false), (6, .more, true),
      (0.85, .fewer, true), (0.850_01, .fewer, false), (1.2, .fewer, false), (0.1, .fewer, true),
    ])
  func direction(observed: Double, expected: Verdict.Expectation, agrees: Bool) {
    #expect(Verdict(observed: observed, expected: expected).agrees == agrees)
  }

  @Test("S1's ratio boundary: ×1.61 exactly ±15 %")
  func thesisBoundary() {
    let claimed = 2112.0 / 1313
    #expect(Verdict(observed: claimed * 1.15, expected: .about(claimed)).agrees)
    #expect(Verdict(observed: claimed * 0.85, expected: .about(claimed)).agrees)
    #expect(!Verdict(observed: claimed * 1.151, expected: .about(claimed)).agrees)
    #expect(Verdict(observed: claimed * 0.75, expected: .about(claimed)).percent == 25)
  }

  @Test("every claim names a listed source and a place in it that the references give")
  func everyClaimHasItsSource() {
    let references = PublishedOutput.section(Self.data()).filter { $0.hasPrefix("- **") }
    for claim in PublishedClaim.all {
      let source = PublishedSource.all.first { $0.id == claim.source }
      #expect(source != nil, "\(claim.published)")
      #expect(source?.locations.contains { $0.hasPrefix(claim.location) } == true, "\(claim.location)")
      #expect(references.contains { $0.hasPrefix("- **\(claim.source)** — ") && $0.contains(claim.location) })
    }
  }

  @Test("a row whose sample or figure was not measured says so and has no verdict")
  func notMeasured() {
    var data = Self.data()
    data.architectures.removeAll { $0.id == "redux" }
    data.architectures[0].production.folders = nil
    data.scorecard?.rows[1].scores = [:]
    let rows = PublishedComparison(data).rows
    #expect(rows.filter { $0.claim.source == "S1" }.allSatisfy { $0.verdict == nil })
    #expect(rows.filter { $0.claim.measure == .publishedCriteriaTotal }.allSatisfy { $0.verdict == nil })
    #expect(rows.filter { $0.verdict != nil }.count == 5)
    let text = PublishedOutput.section(data).joined(separator: "\n")
    #expect(
      text.contains(
        // A sample missing from the report is named by its id.
        "| redux ÷ MVVM: Swift files, production | S1, chapter 9.2 | MVVM 58 · Redux 110 · ×1.90 | MVVM 20 | – | "
          + "not measured |"))
  }

  @Test("published.csv: one row per claim, figures as plain numbers")
  func csv() {
    let lines = PublishedOutput.csv(Self.data()).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0] == "source,location,claim,published,ours,ours_value,claimed_value,verdict,difference_percent")
    #expect(lines.count == PublishedClaim.all.count + 2 && lines.last == "")
    #expect(
      lines[6]
        == "S1,chapter 9.3,\"Redux ÷ MVVM: code lines, production\",\"MVVM 1,313 · Redux 2,112 · ×1.61\","
        + "MVVM 1000 · Redux 1200 · ×1.20,1.200,1.609,disagrees,-25.4")
    #expect(
      lines[12]
        == "S2,its scorecard table,MVC: scorecard total of the four published criteria,10,12.0,12.000,10.000,disagrees,20.0"
    )
  }
}
