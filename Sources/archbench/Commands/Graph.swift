import ArgumentParser
import CodeMetrics
import Dependencies
import Foundation
import Support

/// `archbench graph <path>`: the dependency graph of Swift code, per module, role or type.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Draw the dependency graph of Swift code per module, role or type (DOT, Mermaid or JSON).",
    discussion: """
      A type depends on another when its body (its extensions included) names it in a type, an \
      inheritance or conformance clause, a generic constraint, a call Name(…) or a static member \
      access Name.x. Names are resolved to the declarations of the scanned code: the same module \
      first, then the one module the file imports that declares it (any module for folders); names \
      declared nowhere in it (Foundation, UIKit…) are counted as external and not drawn. Modules \
      are a package's targets, or the top-level folders with --modules-by-folder; test code is left \
      out unless --include-tests. An edge's weight is the number of type-level references it \
      aggregates. Module and role nodes carry Ca, Ce, I, A, D and the zone (Docs/coupling.md); type \
      nodes their fan-in and fan-out. The package manifest is read, never run.

      Exit status: 0 success; 1 a fatal error (a missing path, an unreadable roles file or package, \
      an output that is a folder or cannot be written); 3 drawn, with warnings or errors for some \
      files (an unreadable file, a file over the 3 MiB structure limit, left out unread, a link left \
      unfollowed); 64 bad arguments.
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

  @OptionGroup var selection: SourceSelectionOptions

  @Option(help: ArgumentHelp("Write the graph to this file instead of standard output.", valueName: "file"))
  var output: String?

  enum GraphLevelArgument: String, ExpressibleByArgument, CaseIterable {
    case module, role, type
  }

  func run() throws {
    try checkOutputs(output)
    let grouping: ModuleGrouping = modulesByFolder ? .topFolders : .targets
    let collected: (graph: TypeGraph, issues: [ScanIssue])
    do {
      let configuration = try selection.roleConfiguration()
      let found = try SourceDiscovery.discover(
        root: path, include: selection.includePatterns, exclude: selection.excludePatterns)
      collected = DependencyCollector.collect(
        found, root: path,
        options: .init(
          grouping: grouping, includesTests: includeTests, roles: RoleClassifier(configuration: configuration)))
    } catch let error as ScanError {
      throw Scan.fatal(error.description)
    } catch let error as RoleConfigurationError {
      throw Scan.fatal(error.description)
    }
    let graph = LevelGraph(collected.graph, level: GraphLevel(rawValue: level.rawValue)!)
    try writeOutput(GraphOutput.render(graph, as: format.value, root: path, grouping: grouping), to: output)
    try Scan.finish(with: collected.issues)
  }
}

extension GraphCommand: FormatChoices {
  /// A graph's formats: DOT, Mermaid and JSON.
  static var formats: [OutputFormat] { GraphOutput.formats }
}
