extension PublishedClaim {
  /// The UIKit-style samples of S2's four architectures, as its chapter 4.1 names them: Cocoa
  /// MVC, MVP, MVVM (here on UIKit, as S2's own app is) and VIPER. Never the SwiftUI MVVM.
  static let s2Group = ["mvc", "mvp", "mvvm-uikit", "viper"]

  /// The other three of ``s2Group``, beside VIPER.
  static let uiKitOthersOfVIPER = ["mvc", "mvp", "mvvm-uikit"]

  /// S2's chapter 4.1: its claims about code, testability, maintenance and separation, then its
  /// opinion totals.
  ///
  /// ```swift
  /// PublishedClaim.s2.first?.comparison  // .rank(subject: "mvc", group: s2Group): the least code
  /// ```
  static let s2: [PublishedClaim] = s2Text + s2Scorecard

  /// S2's claims in words, chapters 4.1.4 to 4.1.7.
  static let s2Text: [PublishedClaim] = {
    func row(
      _ location: String, _ published: String, _ measure: Measure, _ comparison: Comparison,
      _ expected: Verdict.Expectation, note: String? = nil
    ) -> PublishedClaim {
      PublishedClaim(
        source: "S2", location: location, published: published, measure: measure, comparison: comparison,
        expected: expected, note: note)
    }
    let mvcOfFour = Comparison.rank(subject: "mvc", group: s2Group)
    let viperOfFour = Comparison.rank(subject: "viper", group: s2Group)
    let mvpOverMVC = Comparison.ratio(subject: "mvp", baseline: ["mvc"])
    let viperOverOthers = Comparison.ratio(subject: "viper", baseline: uiKitOthersOfVIPER)
    let leastCode = "Cocoa MVC has the least code · least"
    let hardToTest = "its controller is hard to test · least"
    let twice = "\"the code is almost twice that of Cocoa MVC\" · ×2"
    let greeting = "S2 says it of its small Greeting code example, not of a whole app"
    let maintain = "MVP is easier to maintain than Cocoa MVC · fewer"
    let asMVP = "MVVM has about as much code as MVP · ×1"
    let moreCode = "more code than the MV(X) architectures · more"
    let best = "the best separation and testability · highest"
    return [
      row("ch. 4.1.4", leastCode, .productionCodeLines, mvcOfFour, .least),
      row("ch. 4.1.4", hardToTest, .unitLinePercent, mvcOfFour, .least),
      row("ch. 4.1.4", hardToTest, .platformFreeShare, mvcOfFour, .least),
      row("ch. 4.1.5", twice, .productionCodeLines, mvpOverMVC, .about(2), note: greeting),
      row("ch. 4.1.5", twice, .productionLinesAsWritten, mvpOverMVC, .about(2), note: greeting),
      row("ch. 4.1.5", maintain, .changeCostFiles, mvpOverMVC, .fewer),
      row("ch. 4.1.5", maintain, .changeCostLines, mvpOverMVC, .fewer),
      row(
        "ch. 4.1.6", asMVP, .productionCodeLines, .ratio(subject: "mvvm-uikit", baseline: ["mvp"]), .about(1),
        note:
          "S2 adds: less when bindings are used; archbench's MVVM (UIKit) binds its view model's outputs to its views"),
      row("ch. 4.1.7", moreCode, .productionCodeLines, viperOverOthers, .more),
      row("ch. 4.1.7", "\"a large number of interfaces\" · more", .protocols, viperOverOthers, .more),
      row("ch. 4.1.7", "\"a very extensive architecture\" · more", .productionFiles, viperOverOthers, .more),
      row(
        "ch. 4.1.7", "\"classes with very small responsibilities\" · fewer", .codeLinesPerDeclaration,
        viperOverOthers, .fewer),
      row("ch. 4.1.7", best, .responsibilitiesEvidence, viperOfFour, .highest),
      row("ch. 4.1.7", best, .testabilityEvidence, viperOfFour, .highest),
    ]
  }()

  /// S2's opinion totals (``PublishedOpinion``) beside archbench's scorecard on the same four criteria.
  static let s2Scorecard: [PublishedClaim] = PublishedOpinion.architectures.compactMap { id in
    PublishedOpinion.total(architecture: id).map { total in
      PublishedClaim(
        source: "S2", location: "ch. 4.1.8", published: "\(total)", publishedFigures: [id: Double(total)],
        measure: .publishedCriteriaTotal, comparison: .figure(id), expected: .about(Double(total)))
    }
  }
}
