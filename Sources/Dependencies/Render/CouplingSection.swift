import CodeMetrics
import Support

/// `archbench scan --coupling`'s part of the scan output: the figures per module and per role,
/// and the role-to-role references, as tables and under the JSON key `coupling`.
///
/// ```swift
/// let section = CouplingSection.section(CouplingReport(graph: graph))
/// ScanRenderer.write(report, as: .text, sections: [section], to: &output)
/// ```
public enum CouplingSection {
  public static func section(_ report: CouplingReport) -> ReportSection {
    let header = ["Types", "Abstract", "Ca", "Ce", "I", "A", "D", "Zone"]
    let counts = report.references
    let summary =
      "\(Formatting.integer(counts.resolved)) references resolved, \(Formatting.integer(counts.external)) "
      + "external, \(Formatting.integer(counts.ambiguous)) ambiguous, \(Formatting.integer(counts.topLevel)) "
      + "at top level"
    let moduleTitle =
      "Coupling by module (\(report.grouping == .targets ? "targets" : "top-level folders"); \(summary))"
    let roles = report.roles.map(\.name)
    var matrix: [String: [String: Int]] = [:]
    for entry in report.roleDependencies {
      matrix[entry.from.rawValue, default: [:]][entry.to.rawValue] = entry.references
    }
    let matrixRows = roles.map { from in
      [from] + roles.map { to in matrix[from]?[to].map(Formatting.integer) ?? "0" }
    }
    return ReportSection(
      key: "coupling", value: report,
      tables: [
        .init(title: moduleTitle, header: ["Module"] + header, rows: report.modules.map(row), note: note(report)),
        .init(title: "Coupling by role", header: ["Role"] + header, rows: report.roles.map(row)),
        .init(
          title: "Role dependencies (references from row to column)", header: ["From \\ To"] + roles, rows: matrixRows),
      ])
  }

  /// Which view Ce is, under the module table: the figures of one codebase differ much between them.
  static func note(_ report: CouplingReport) -> String {
    switch report.view {
    case .scan:
      return "Ce (here and by role) counts types inside the scan only; --external adds imported modules outside it."
    case .external:
      let modules = report.outsideModules ?? []
      return "Ce (here and by role) also counts types naming an undeclared type in a file importing a module "
        + "outside the scan (an upper bound; toolchain modules not counted): "
        + (modules.isEmpty ? "none imported" : modules.joined(separator: ", ")) + "."
    }
  }

  static func row(_ figures: CouplingFigures) -> [String] {
    [
      figures.name, "\(figures.types)", "\(figures.abstract)", "\(figures.afferent)", "\(figures.efferent)",
      Formatting.decimal(figures.instability, places: 2), Formatting.decimal(figures.abstractness, places: 2),
      Formatting.decimal(figures.distance, places: 2), figures.zone?.rawValue ?? Formatting.missing,
    ]
  }
}
