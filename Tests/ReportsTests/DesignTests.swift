import CodeMetrics
import Coverage
import Dependencies
import DiagramValidation
import Foundation
import Support
import Testing

@testable import Reports

@Suite("Design: coupling per role, cohesion, cognitive complexity")
struct DesignTests {
  /// A View, a ViewModel with two unconnected halves, and a Service protocol with its one implementation.
  private func tinySample(in root: URL) throws -> Sample {
    let sources = root.appendingPathComponent("Samples/Tiny/Sources/Login")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files = [
      "LoginView.swift": """
      struct LoginView {
        let model: LoginViewModel
        func render() -> String { model.title }
      }

      """,
      "LoginViewModel.swift": """
      final class LoginViewModel {
        let service: LoginService
        var title = ""
        var log: [String] = []
        init(service: LoginService) { self.service = service }
        func load() {
          if service.ready { title = "ready" } else { title = "" }
        }
        func note(_ line: String) { log.append(line) }
      }

      """,
      "LoginService.swift": """
      protocol LoginService { var ready: Bool { get } }

      struct RemoteLoginService: LoginService {
        var ready: Bool { true }
      }

      """,
    ]
    for (name, text) in files { try Data(text.utf8).write(to: sources.appendingPathComponent(name)) }
    return Sample(id: "tiny", name: "Tiny", directory: "Samples/Tiny", modules: ["Tiny"], testModules: [])
  }

  @Test("role figures, references, LCOM4 and cognitive complexity of a sample, as computed by hand")
  func collector() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let design = try #require(
      try SizeCollector(packageRoot: root).measure(try tinySample(in: root), coverage: nil).design)
    // View: 1 type, Ca 0, Ce 1 → I 1, A 0, D 0. ViewModel: Ca 1 (LoginView), Ce 1 → I 0.5, D 0.5.
    // Service: 2 types, 1 protocol, Ca 1 (LoginViewModel), Ce 0 → I 0, A 0.5, D 0.5.
    #expect(
      design.namedRoles == [
        CouplingFigures(name: "View", types: 1, abstract: 0, afferent: 0, efferent: 1),
        CouplingFigures(name: "ViewModel", types: 1, abstract: 0, afferent: 1, efferent: 1),
        CouplingFigures(name: "Service", types: 2, abstract: 1, afferent: 1, efferent: 0),
      ])
    // (1 × 0 + 1 × 0.5 + 2 × 0.5) / 4 types.
    #expect(design.meanDistance == 0.375)
    // LoginViewModel's property and initializer parameter; RemoteLoginService's conformance.
    #expect(
      design.roleReferences == [
        .init(from: "View", to: "ViewModel", references: 1), .init(from: "ViewModel", to: "Service", references: 2),
        .init(from: "Service", to: "Service", references: 1),
      ])
    #expect(design.crossRoleReferences.count == 2)
    #expect(design.typedRoles == design.namedRoles)
    #expect(design.modules.isEmpty)
    // LoginView 1, LoginViewModel 2 ({load, service, title} and {note, log}), RemoteLoginService 1.
    #expect(design.cohesionTypes == 3)
    #expect(design.meanLCOM4 == 1.33)
    // render 0, init 0, load 2 (if, else), note 0.
    #expect(design.meanCognitive == 0.5)
    #expect(design.maxCognitive == 2)
  }

  @Test("a sample of several targets has a module per top-level folder of Sources")
  func modules() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let domain = root.appendingPathComponent("Samples/Layers/Sources/Domain")
    let app = root.appendingPathComponent("Samples/Layers/Sources/App")
    try FileManager.default.createDirectory(at: domain, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data("protocol ItemRepository {}\nstruct Item {}\n".utf8).write(to: domain.appendingPathComponent("Item.swift"))
    try Data(
      "final class ItemViewModel {\n  let items: ItemRepository\n  init(items: ItemRepository) { self.items = items }\n}\n"
        .utf8
    )
    .write(to: app.appendingPathComponent("ItemViewModel.swift"))
    let sample = Sample(
      id: "layers", name: "Layers", directory: "Samples/Layers", modules: ["LayersDomain", "Layers"], testModules: [])
    let design = try #require(try SizeCollector(packageRoot: root).measure(sample, coverage: nil).design)
    // App: 1 type, Ce 1 → I 1, A 0, D 0. Domain: 2 types, 1 protocol, Ca 1 → I 0, A 0.5, D 0.5.
    #expect(
      design.modules == [
        CouplingFigures(name: "App", types: 1, abstract: 0, afferent: 0, efferent: 1),
        CouplingFigures(name: "Domain", types: 2, abstract: 1, afferent: 1, efferent: 0),
      ])
  }

  @Test("a sample without Sources has no roles, and no mean D or LCOM4")
  func empty() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Samples/Empty/Tests"), withIntermediateDirectories: true)
    let sample = Sample(id: "empty", name: "Empty", directory: "Samples/Empty", modules: ["Empty"], testModules: [])
    let design = try #require(try SizeCollector(packageRoot: root).measure(sample, coverage: nil).design)
    #expect(design.roles.isEmpty && design.roleReferences.isEmpty)
    #expect(design.meanDistance == nil && design.meanLCOM4 == nil && design.maxCognitive == 0)
  }

  static func design() -> DesignFigures {
    DesignFigures(
      roles: [
        CouplingFigures(name: "View", types: 1, abstract: 0, afferent: 0, efferent: 1),
        CouplingFigures(name: "ViewModel", types: 3, abstract: 0, afferent: 1, efferent: 1),
        CouplingFigures(name: "Other", types: 2, abstract: 0, afferent: 3, efferent: 0),
      ],
      roleReferences: [
        .init(from: "View", to: "ViewModel", references: 4), .init(from: "ViewModel", to: "Other", references: 2),
        .init(from: "ViewModel", to: "ViewModel", references: 1),
      ],
      cohesionTypes: 4, meanLCOM4: 2, meanCognitive: 1.25, maxCognitive: 6)
  }

  @Test("Responsibilities: named share × effective roles × 1 / mean LCOM4 × (1 − mean D)")
  func responsibilities() {
    var metrics = ArchitectureMetrics(
      id: "x", name: "X", production: SizeFigures(files: 3, codeLines: 250, commentLines: 0, blankLines: 0),
      tests: .zero,
      roles: [
        RoleSize(role: "Other", files: 1, lines: 50), RoleSize(role: "View", files: 1, lines: 100),
        RoleSize(role: "ViewModel", files: 1, lines: 100),
      ],
      structure: StructureFigures(types: 6, protocols: 0, functions: 4, meanComplexity: 1, maxComplexity: 2),
      coverage: nil)
    metrics.design = Self.design()
    let parts = ResponsibilityEvidence(metrics)
    // 200 of 250 lines in named roles; two named roles of equal size; LCOM4 2;
    // D (1 × 0 + 3 × 0.5 + 2 × 1) / 6 = 7 / 12, Other's two types included.
    #expect(parts.namedShare == 0.8)
    #expect(abs(parts.effectiveRoles - 2) < 1e-12)
    #expect(parts.cohesion == 0.5)
    #expect(abs(parts.balance - 5.0 / 12) < 1e-12)
    #expect(abs(parts.value - 1.0 / 3) < 1e-12)
    #expect(Criterion.responsibilities.evidence(for: metrics).map { abs($0 - 1.0 / 3) < 1e-12 } == true)
  }

  @Test("the README section: summary, role table, matrix with the diagonal, Mermaid of the named roles")
  func markdown() {
    let design = Self.design()
    #expect(design.meanDistance.map { abs($0 - 7.0 / 12) < 1e-12 } == true)
    #expect(
      DesignRenderer.matrix(design) == [
        "| References from ↓ to → | View | ViewModel | Other |", "| --- | ---: | ---: | ---: |",
        "| View | · | 4 | · |", "| ViewModel | · | 1 | 2 |", "| Other | · | · | · |",
      ])
    #expect(
      MermaidRenderer.render(design.roleGraph) == """
        graph LR
          n_View["View<br/>I 1.00 · A 0.00 · D 0.00"]
          n_ViewModel["ViewModel<br/>I 0.50 · A 0.00 · D 0.50"]
          n_Other["Other<br/>I 0.00 · A 0.00 · D 1.00"]
          n_View -->|4| n_ViewModel
          n_ViewModel -->|2| n_Other

        """)
    var data = Fixtures.data()
    data.architectures[0].design = design
    let section = DesignRenderer.section(data)
    #expect(section.contains("| MVC | 2 | 0.58 | 6 | 2.00 | 1.25 | 6 |"))
    #expect(section.contains("| ViewModel | 3 | 0 | 1 | 1 | 0.50 | 0.00 | 0.50 | main sequence |"))
    #expect(section.contains("```mermaid"))
  }

  @Test(
    "the README's role graph renders in Mermaid 11 (issue 45)",
    .enabled("mmdc must be installed (Scripts/install-mmdc.sh, from PyPI) to render Mermaid") {
      DiagramValidation.available(DiagramValidation.mermaidPython, for: "Mermaid output")
    })
  func roleGraphRenders() throws {
    #expect(try DiagramValidation.mermaidProblems(in: [MermaidRenderer.render(Self.design().roleGraph)]) == [])
  }

  @Test("the SVG role graph: a box per role with types (Other dashed), one arrow per reference pair, deterministic")
  func svg() {
    let svg = SVGCharts.roleGraph(Self.design(), name: Fixtures.hostile)
    #expect(svg == SVGCharts.roleGraph(Self.design(), name: Fixtures.hostile))
    #expect(svg.components(separatedBy: "<rect class=\"node\"").count - 1 == 3)
    #expect(svg.components(separatedBy: "stroke-dasharray").count - 1 == 1)
    #expect(svg.components(separatedBy: "<path class=\"edge\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "<polygon class=\"arrowhead\"").count - 1 == 2)
    #expect(svg.contains(">4</text>"))
    #expect(svg.contains("1 references among its own types"))
    #expect(!svg.contains("<script"))
    #expect(svg.hasSuffix("</svg>"))
  }

  @Test("coupling.csv and role-references.csv: a row per role, per reference pair")
  func csv() {
    var data = Fixtures.data()
    data.architectures[0].design = Self.design()
    #expect(
      ReportCSVRenderer.coupling(data) == """
        architecture,level,name,types,protocols,afferent,efferent,instability,abstractness,distance,zone
        MVC,role,View,1,0,0,1,1.000,0.000,0.000,main sequence
        MVC,role,ViewModel,3,0,1,1,0.500,0.000,0.500,main sequence
        MVC,role,Other,2,0,3,0,0.000,0.000,1.000,zone of pain

        """)
    #expect(
      ReportCSVRenderer.roleReferences(data) == """
        architecture,from,to,references
        MVC,View,ViewModel,4
        MVC,ViewModel,Other,2
        MVC,ViewModel,ViewModel,1

        """)
    #expect(ReportCSVRenderer.render(data).contains(",0.583,6,2.00,1.25,6,"))
  }
}
