import CodeMetrics
import Dependencies
import Support

/// The design section of `Reports/README.md`: per architecture, coupling and stability of each
/// role (Ca, Ce, I, A, D, zone), the references between roles, drawn as Mermaid, cohesion (LCOM4)
/// and cognitive complexity. `index.html` shows the same tables with the role graph as SVG.
///
/// Every figure is read from the code, so the section changes only when a sample's code does.
///
/// ```swift
/// let lines = DesignRenderer.section(data)
/// ```
enum DesignRenderer {
  static func section(_ data: ReportData) -> [String] {
    var out = ["## Design: roles, coupling and cohesion", ""] + introduction + [""]
    out += summary(data) + [""]
    for a in data.architectures {
      guard let design = a.design else { continue }
      out += ["### \(Escaping.markdown(a.name))", ""]
      out += roleTable(design) + [""]
      if !design.modules.isEmpty { out += moduleTable(design) + [""] }
      out += matrix(design) + [""]
      out += ["```mermaid"] + MermaidRenderer.render(design.roleGraph).split(separator: "\n").map(String.init)
      out += ["```", ""]
    }
    return out
  }

  static let introduction = [
    "Production code only (each sample's `Sources/`), measured as `archbench scan --coupling --cohesion` measures "
      + "it ([Docs/coupling.md](../Docs/coupling.md)). Per role: Ca (types of other roles that depend on it), "
      + "Ce (its types that depend on other roles), I = Ce / (Ca + Ce), A = protocols / types, "
      + "D = |A + I − 1| and the zone. Mean D is the roles' D weighted by their number of types, Other "
      + "(what no role claims, such as VIPER's contract protocols) included. LCOM4 is the number of unconnected groups of members of a class, struct "
      + "or actor (1 is cohesive); cognitive complexity is Campbell's, per function. The graphs draw the references "
      + "between roles, with their counts; Other is dashed in index.html."
  ]

  /// One row per architecture: mean D, cohesion, cognitive complexity.
  static func summary(_ data: ReportData) -> [String] {
    var out = Table.markdownHeader([
      "Architecture", "Roles", "Mean D (types-weighted)", "References between roles", "Mean LCOM4",
      "Mean cognitive", "Max cognitive",
    ])
    for a in data.architectures {
      guard let d = a.design else {
        out.append(Table.markdownRow([Escaping.markdown(a.name)] + Array(repeating: Formatting.missing, count: 6)))
        continue
      }
      out.append(
        Table.markdownRow([
          Escaping.markdown(a.name), "\(d.namedRoles.count)", Formatting.decimal(d.meanDistance, places: 2),
          "\(d.crossRoleReferences.reduce(0) { $0 + $1.references })", Formatting.decimal(d.meanLCOM4, places: 2),
          Formatting.decimal(d.meanCognitive, places: 2), "\(d.maxCognitive)",
        ]))
    }
    return out
  }

  static func roleTable(_ design: DesignFigures) -> [String] {
    figureTable("Role", design.roles.filter { $0.types > 0 || $0.afferent + $0.efferent > 0 })
  }

  static func moduleTable(_ design: DesignFigures) -> [String] { figureTable("Module", design.modules) }

  static func figureTable(_ title: String, _ figures: [CouplingFigures]) -> [String] {
    var out = Table.markdownHeader([title, "Types", "Protocols", "Ca", "Ce", "I", "A", "D", "Zone"])
    for g in figures {
      out.append(
        Table.markdownRow([
          Escaping.markdown(g.name), "\(g.types)", "\(g.abstract)", "\(g.afferent)", "\(g.efferent)",
          Formatting.decimal(g.instability, places: 2), Formatting.decimal(g.abstractness, places: 2),
          Formatting.decimal(g.distance, places: 2), g.zone?.rawValue ?? Formatting.missing,
        ]))
    }
    return out
  }

  /// References from the row's role to the column's, the diagonal (a role's types using each other) included.
  static func matrix(_ design: DesignFigures) -> [String] {
    let names = design.roles.map(\.name).filter { name in
      design.roleReferences.contains { $0.from == name || $0.to == name }
    }
    guard !names.isEmpty else { return ["_No references between types._"] }
    var out = Table.markdownHeader(["References from ↓ to →"] + names.map(Escaping.markdown))
    for from in names {
      let cells = names.map { to in
        design.roleReferences.first { $0.from == from && $0.to == to }.map { "\($0.references)" } ?? "·"
      }
      out.append(Table.markdownRow([Escaping.markdown(from)] + cells))
    }
    return out
  }
}
