import Foundation
import Testing

/// Docs/architecture.md is the map a contributor reads first; a map that names a file which is
/// gone, or draws modules as they were, sends them the wrong way. These tests hold it to the code.
@Suite("Docs/architecture.md")
struct ArchitectureDocTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func document() throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Docs/architecture.md"), encoding: .utf8)
  }

  @Test("every file or folder the page names exists")
  func everyNamedPathExists() throws {
    let paths = Self.namedPaths(in: try Self.document())
    #expect(paths.count > 30, "the recipes name files; found only \(paths)")
    let missing = paths.filter {
      !FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent($0).path)
    }
    #expect(missing.isEmpty, "Docs/architecture.md names what does not exist: \(missing)")
  }

  @Test("a path is read from code spans and links; placeholders and globs are not paths")
  func pathsAreReadFromCodeSpansAndLinks() {
    let text = """
      Touch `Sources/Support/Table.swift` and `Sources/<Module>/Render/`, not `Samples/*/README.md`;
      see [the format list](output-formats.md) and `archbench graph .`, and `Sources/Gone.swift`.
      """
    #expect(
      Self.namedPaths(in: text) == ["Docs/output-formats.md", "Sources/Gone.swift", "Sources/Support/Table.swift"])
  }

  @Test("the module diagram is the one archbench graph draws today")
  func theDiagramIsCurrent() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHBENCH"] = ArchbenchProcess.executable.path
    let result = try ArchbenchProcess.run(
      ["--check"], environment: environment,
      program: Self.packageRoot.appendingPathComponent("Scripts/architecture-diagram.sh"))
    #expect(result.status == 0, "\(result.standardError)")
  }

  @Test("every module in the diagram is in exactly one layer")
  func everyModuleHasOneLayer() throws {
    let text = try Self.document()
    let drawn = Self.diagramModules(in: text)
    #expect(drawn.count > 20, "the diagram draws the package's modules; found \(drawn.sorted())")
    let layers = Self.layerRows(in: text)
    for module in drawn {
      let rows = layers.filter { $0.contains("`\(module)`") }
      #expect(rows.count == 1, "\(module) is in \(rows.count) layers of Docs/architecture.md")
    }
  }

  @Test("every arrow of the diagram points to its module's own layer or a lower one")
  func arrowsPointDown() throws {
    let text = try Self.document()
    let layers = Self.layerRows(in: text)
    let names = Self.diagramNames(in: text)
    func layer(_ id: Substring) -> Int? {
      names[String(id)].flatMap { name in layers.firstIndex { $0.contains("`\(name)`") } }
    }
    let arrows = text.matches(of: /^\s+(n_\w+) --> (n_\w+)$/.anchorsMatchLineEndings())
    #expect(arrows.count > 50, "the diagram draws the package's dependencies; found \(arrows.count)")
    for arrow in arrows {
      guard let from = layer(arrow.1), let to = layer(arrow.2) else { continue }  // the layer test names it
      #expect(from <= to, "\(names[String(arrow.1)] ?? "") uses \(names[String(arrow.2)] ?? ""), a layer above it")
    }
  }

  /// Repository paths named in code spans (`` `Sources/…` ``) and relative Markdown links, which
  /// are read from Docs/; a span with a placeholder (`<Name>`), a glob or a space is not a path.
  static func namedPaths(in text: String) -> [String] {
    let roots = [
      "Sources/", "Tests/", "Docs/", "Scripts/", "Samples/", "Exercises/", "Benchmarks/", "Idioms/", "Reports/",
    ]
    var paths = Set<String>()
    for match in text.matches(of: /`([^`\n]+)`/) {
      let span = String(match.1)
      guard roots.contains(where: span.hasPrefix), !span.contains(where: { "<>*… ".contains($0) }) else { continue }
      paths.insert(span.hasSuffix("/") ? String(span.dropLast()) : span)
    }
    for match in text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)/) {
      let target = String(match.1)
      guard !target.contains("://") else { continue }
      let resolved = URL(fileURLWithPath: "/Docs").appendingPathComponent(target).standardized.path
      paths.insert(String(resolved.dropFirst()))
    }
    return paths.sorted()
  }

  /// The module names the Mermaid diagram draws: `n_Name["Name"]`.
  static func diagramModules(in text: String) -> Set<String> { Set(diagramNames(in: text).values) }

  /// The diagram's node ids and the module each draws.
  static func diagramNames(in text: String) -> [String: String] {
    Dictionary(
      text.matches(of: /^\s+(n_\w+)\["([^"]+)"\]$/.anchorsMatchLineEndings()).map { (String($0.1), String($0.2)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The rows of the Layers table: lines that start with `|` after the `### Layers` heading.
  static func layerRows(in text: String) -> [String] {
    guard let start = text.range(of: "### Layers") else { return [] }
    return text[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }
      .prefix { $0.hasPrefix("|") }.map(String.init)
  }
}
