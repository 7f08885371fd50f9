extension Step {
  /// Every step: issue 7's nine in its order, then the realtime and start-up steps.
  public static let all: [Step] =
    [loginKeystroke, loginSubmit, listSelect, customerOpen, customerBack] + report
    + [listSearch, listLiveUpdate, listRefresh, accountLogOut, detailLiveUpdate] + listBursts
    + [appLaunch, appRelaunch]

  /// The steps `selectors` name, in ``all``'s order. A selector is a step's id (`report.send`),
  /// its number (`5`, every event of the report form), or the part of ids before the dot (`report`).
  ///
  /// ```swift
  /// try Step.matching(["1", "list"])  // login.keystroke, list.select, list.search, list.live, list.refresh
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
    "Unknown step '\(selector)'. Known: \(Step.all.map(\.id).joined(separator: ", ")), or a number 1-12."
  }
}
