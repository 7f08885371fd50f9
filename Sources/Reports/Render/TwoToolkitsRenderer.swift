import CodeMetrics
import Support

/// The "same architecture, two toolkits" table: one pattern on HeadlessSwiftUI beside the same
/// pattern on HeadlessUIKit.
///
/// It is the control experiment of the report. Every other table sets architectures side by
/// side, and those on one toolkit differ from those on the other in the toolkit too. Here the
/// architecture is the same, so what differs is the toolkit and its idiom (Observation against
/// Combine bindings).
///
/// ```swift
/// let lines = TwoToolkitsRenderer.section(data)  // [] unless both samples of a pair were measured
/// ```
enum TwoToolkitsRenderer {
  /// The patterns implemented on both toolkits: the SwiftUI-style sample's id, then the UIKit-style one's.
  static let pairs: [(swiftUI: String, uiKit: String)] = [("mvvm", "mvvm-uikit")]

  static func section(_ data: ReportData) -> [String] {
    var out: [String] = []
    for pair in pairs {
      guard let swiftUI = data.architectures.first(where: { $0.id == pair.swiftUI }),
        let uiKit = data.architectures.first(where: { $0.id == pair.uiKit })
      else { continue }
      if out.isEmpty {
        out += [
          "## Same architecture, two toolkits", "",
          "The same pattern written for each toolkit, each in its idiom. Differences in this table come from the "
            + "toolkit and its idiom, not from the architecture. Latency is given as ×own-toolkit-reference, so it "
            + "leaves out what each toolkit costs by itself.", "",
        ]
      }
      out += table(swiftUI, uiKit) + [""]
    }
    return out
  }

  static func table(_ swiftUI: ArchitectureMetrics, _ uiKit: ArchitectureMetrics) -> [String] {
    var out = Table.markdownHeader(
      ["Figure", Escaping.markdown(swiftUI.name) + " (SwiftUI)", Escaping.markdown(uiKit.name)], rightAlignedFrom: 1)
    func figure(_ name: String, _ value: (ArchitectureMetrics) -> String) {
      out.append(Table.markdownRow([name, value(swiftUI), value(uiKit)]))
    }
    figure("Production files · lines") { "\($0.production.files) · \($0.production.codeLines)" }
    figure("Test files · lines") { "\($0.tests.files) · \($0.tests.codeLines)" }
    figure("Lines per role") { a in
      a.namedRoles.sorted { ($1.lines, $0.role) < ($0.lines, $1.role) }
        .map { "\(Escaping.markdown($0.role)) \($0.lines)" }.joined(separator: ", ")
    }
    figure("Unit-test line coverage") { Formatting.percent($0.coverage?.unitLinePercent) }
    figure("Change cost: mean source files · lines per exercise") { a in
      guard let cost = a.changeCost else { return Formatting.missing }
      return Formatting.decimal(cost.source.meanFilesTouched, places: 1) + " · "
        + Formatting.decimal(cost.source.meanLinesChanged, places: 1) + (cost.allProven ? "" : " ✗")
    }
    figure("Change cost: mean test files · lines per exercise") { a in
      guard let cost = a.changeCost else { return Formatting.missing }
      return Formatting.decimal(cost.tests.meanFilesTouched, places: 1) + " · "
        + Formatting.decimal(cost.tests.meanLinesChanged, places: 1) + (cost.allProven ? "" : " ✗")
    }
    figure("Latency: p50 ×own-toolkit-reference, geometric mean") { a in
      a.performance.map { "×" + Formatting.decimal($0.p50RatioGeometricMean, places: 2) } ?? Formatting.missing
    }
    figure("Allocations per dispatch, median") { a in
      a.performance?.medianAllocationsPerDispatch.map(String.init) ?? Formatting.missing
    }
    return out
  }
}
