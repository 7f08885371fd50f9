import ArgumentParser
import CodeMetrics
import Dependencies
import Foundation
import Support

/// `archbench graph <path>`: the dependency graph of Swift code, per module, role or type.
struct GraphCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw the dependency graph of Swift code per module, role or type.",
    discussion: """
      A type depends on another when its body (its extensions included) names it in a type, an \
      inheritance or conformance clause, a generic constraint, a call Name(…) or a static member \
      access Name.x. Names are resolved to the declarations of the scanned code: the same module \
      first, then the one module the file imports that declares it (any module for folders); names \
      declared nowhere in it (Foundation, UIKit…) are counted as external and not drawn. Modules \
      are a package's targets, or the top-level folders with --modules-by-folder; test code is left \
      out unless --include-tests. An edge's weight is the number of type-level references it \
      aggregates. Module and role nodes carry Ca, Ce, I, A, D and the zone (Docs/coupling.md); type \
      nodes their fan-in and fan-out. The package manifest is parsed, not run, unless --trust-package.

      Mermaid draws no diagram longer than 50,000 characters or with more than 500 edges by \
      default (its maxTextSize and maxEdges, kept by GitHub); type graphs of real projects exceed \
      both. Such a Mermaid output is written with a warning. --max-nodes N keeps the N most \
      connected nodes (most edges, then heaviest, then by id) and the edges between them, in any \
      format; --max-nodes auto, for Mermaid, as many as fit both limits. A cut graph says what it \
      left out (a comment; "omission" in JSON).

      Exit status: \(exit: .success) success; \(exit: .failure) a fatal error (a missing path, an unreadable roles \
      file or package, an output that is a folder or cannot be written); \(exit: .scannedWithIssues) drawn, with \
      warnings or errors for some files (an unreadable file, a file over the 3 MiB structure limit, left out unread, a \
      link left unfollowed) or a Mermaid output over Mermaid's limits; \(exit: .badArgument) bad arguments.
      """
  )

  @Argument(help: "A folder, a SwiftPM package or a Swift file.")
  var path: String = "."

  @Option(help: "What a node is: a module, an architecture role or a type.")
  var level: GraphLevelArgument = .module

  @Option(help: "The output format.")
  var format = FormatOption<GraphCommand>(.dot)

  @Flag(help: "Make each top-level folder a module, instead of the package's targets.")
  var modulesByFolder = false

  @Flag(help: "Include test code (left out by default: tests depend on everything they test).")
  var includeTests = false

  @Option(
    help: ArgumentHelp(
      "Draw only the N most connected nodes; 'auto': as many as Mermaid's default limits allow.",
      valueName: "n|auto"))
  var maxNodes: NodeLimit?

  @OptionGroup var selection: SourceSelectionOptions

  @Option(help: ArgumentHelp("Write the graph to this file instead of standard output.", valueName: "file"))
  var output: String?

  enum GraphLevelArgument: String, ExpressibleByArgument, CaseIterable {
    case module, role, type
  }

  /// `--max-nodes`: a number of nodes, or `auto` for as many as a Mermaid drawing allows.
  enum NodeLimit: ExpressibleByArgument, Equatable {
    case count(Int)
    case mermaid

    init?(argument: String) {
      if argument == "auto" {
        self = .mermaid
      } else if let count = Int(argument), count >= 0 {
        self = .count(count)
      } else {
        return nil
      }
    }
  }

  func validate() throws {
    if maxNodes == .mermaid && format.value != .mermaid {
      throw ValidationError(
        "--max-nodes auto fits Mermaid's limit; give a number of nodes for --format \(format.value.rawValue).")
    }
  }

  func run() async throws {
    try checkOutputs(output)
    let grouping: ModuleGrouping = modulesByFolder ? .topFolders : .targets
    let collected: (graph: TypeGraph, issues: [ScanIssue])
    do {
      let configuration = try selection.roleConfiguration()
      let description = selection.trustPackage ? try await PackageDescriber.describe(root: path) : nil
      let found = try SourceDiscovery.discover(
        root: path, include: selection.includePatterns, exclude: selection.excludePatterns, description: description)
      collected = DependencyCollector.collect(
        found, root: path,
        options: .init(
          grouping: grouping, includesTests: includeTests, roles: RoleClassifier(configuration: configuration)))
    } catch let error as ScanError {
      throw CommandFailure(error)
    } catch let error as RoleConfigurationError {
      throw CommandFailure(error)
    }
    var graph = LevelGraph(collected.graph, level: GraphLevel(rawValue: level.rawValue)!)
    switch maxNodes {
    case .count(let count): graph = graph.keepingMostConnected(count)
    case .mermaid: graph = MermaidRenderer.fitting(graph)
    case nil: break
    }
    let text = GraphRenderer.render(graph, as: format.value, root: path, grouping: grouping)
    try writeOutput(text, to: output)
    ScanCommand.report(collected.issues)
    // Valid Mermaid, which Mermaid itself refuses to draw: said as a warning, as a file's problem is.
    if format.value == .mermaid && !MermaidRenderer.fits(graph, drawing: text) {
      standardError(
        "warning: \(output ?? path): the Mermaid graph has \(Formatting.integer(MermaidRenderer.size(of: text))) "
          + "characters and \(Formatting.integer(graph.edges.count)) edges, over Mermaid's default limits "
          + "(\(Formatting.integer(MermaidRenderer.maxTextSize)) characters, \(MermaidRenderer.maxEdges) edges), "
          + "so GitHub does not draw it; --max-nodes auto keeps it within them")
      throw ExitStatus.scannedWithIssues.exitCode
    }
    try ScanCommand.passed(collected.issues)
  }
}

extension GraphCommand: FormatChoices {
  /// A graph's formats: those its renderer declares.
  typealias Format = GraphRenderer.Format
}
