extension PublishedClaim {
  /// S1's claims, Redux against MVVM: items and lines in each convention archbench can count,
  /// why Redux needs more, testability, extension, and which to use. Both of archbench's
  /// samples are written for HeadlessSwiftUI, as S1's apps were for SwiftUI.
  ///
  /// ```swift
  /// PublishedClaim.s1.map(\.location)  // ["ch. 9.2", "ch. 9.2", …, "summary", "summary"]
  /// ```
  static let s1: [PublishedClaim] = {
    let items = (mvvm: 58.0, redux: 110.0)
    let lines = (mvvm: 1313.0, redux: 2112.0)
    let reduxOverMVVM = Comparison.ratio(subject: "redux", baseline: ["mvvm"])
    typealias Figures = (mvvm: Double, redux: Double)
    func count(_ location: String, _ published: String, _ figures: Figures, _ of: Measure) -> PublishedClaim {
      PublishedClaim(
        source: "S1", location: location, published: published,
        publishedFigures: ["mvvm": figures.mvvm, "redux": figures.redux], measure: of, comparison: reduxOverMVVM,
        expected: .about(figures.redux / figures.mvvm))
    }
    func ratio(
      _ location: String, _ published: String, _ of: Measure, _ expected: Verdict.Expectation
    )
      -> PublishedClaim
    {
      PublishedClaim(
        source: "S1", location: location, published: published, measure: of, comparison: reduxOverMVVM,
        expected: expected)
    }
    let itemsText = "MVVM 58 · Redux 110 · ×1.90"
    let linesText = "MVVM 1,313 · Redux 2,112 · ×1.61"
    let why = "a state, actions and a reducer per screen against one view model · more"
    let testable = "\"much better testable\" (pure reducers) · more"
    let extend = "both extend about equally well · ×1"
    let twice = "\"almost twice as many items and lines of code\" · ×2"
    return [
      count("ch. 9.2", itemsText, items, .thesisItems),
      count("ch. 9.2", itemsText, items, .swiftFiles),
      count("ch. 9.2", itemsText, items, .productionFiles),
      ratio("ch. 9.2", why, .screenLogicFiles, .more),
      ratio("ch. 9.2", why, .screenLogicLines, .more),
      count("ch. 9.3", linesText, lines, .linesAsWritten),
      count("ch. 9.3", linesText, lines, .codeLines),
      count("ch. 9.3", linesText, lines, .productionCodeLines),
      ratio("ch. 9.4", testable, .unitLinePercent, .more),
      ratio("ch. 9.4", testable, .platformFreeShare, .more),
      ratio("ch. 9.4", testable, .testabilityEvidence, .more),
      ratio("ch. 9.7", extend, .changeCostFiles, .about(1)),
      ratio("ch. 9.7", extend, .changeCostLines, .about(1)),
      PublishedClaim(
        source: "S1", location: "ch. 9.11", published: "MVVM for small and medium apps, Redux for complex ones",
        comparison: .notMeasurable(
          "archbench has one app of one size, built once per architecture; no sample is small or complex beside "
            + "another, so how the two scale with the app's size is not measured")),
      ratio("summary", twice, .thesisItems, .about(2)),
      ratio("summary", twice, .linesAsWritten, .about(2)),
    ]
  }()
}
