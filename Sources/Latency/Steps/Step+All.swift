extension Step {
  /// Every step, in the order they run: the order results and reports list them in.
  public static let all: [Step] =
    [loginKeystroke, loginSubmit, listSelect, customerOpen, customerBack] + report
    + [listSearch, listLiveUpdate, listRefresh, accountLogOut, detailLiveUpdate] + listBursts
    + [appLaunch, appRelaunch]

  /// The steps `selectors` name, in ``all``'s order. A selector is a step's id (`report.send`),
  /// the part of ids before the dot (`report`), or a section number of Samples/SPEC.md (`6`,
  /// every step on its screen, ``SpecScreen``).
  ///
  /// ```swift
  /// try Step.matching(["4", "account"])  // account.logout, detail.live
  /// ```
  /// - Throws: ``UnknownStepError`` for a selector that names no step.
  public static func matching(_ selectors: [String]) throws -> [Step] {
    var chosen = Set<String>()
    for selector in selectors {
      let matches = all.filter { step in
        step.id == selector || String(step.number) == selector || step.id.hasPrefix(selector + ".")
      }
      guard !matches.isEmpty else { throw UnknownStepError(selector: selector) }
      chosen.formUnion(matches.map(\.id))
    }
    return all.filter { chosen.contains($0.id) }
  }
}

/// A `--steps` selector that names no step.
public struct UnknownStepError: Error, CustomStringConvertible {
  public let selector: String

  public var description: String {
    let sections = Set(Step.all.map(\.number)).sorted().map(String.init).joined(separator: ", ")
    return "Unknown step '\(selector)'. Known: \(Step.all.map(\.id).joined(separator: ", ")), "
      + "or a section of Samples/SPEC.md with steps (\(sections))."
  }
}
