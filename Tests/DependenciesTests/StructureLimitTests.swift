import CodeMetrics
import Foundation
import Testing

@testable import Dependencies

/// `graph` and `scan --coupling` hold to scan's structure limit (issue 44, H3): a file over it
/// is named in a warning and left out of the graph, never parsed.
@Suite("The structure limit in the dependency graph")
struct StructureLimitTests {
  /// A folder with `Small.swift` (`struct Small { var big: Big }`) and `Big.swift`, which
  /// declares `Big` and is just over the limit.
  static func folder() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Data("struct Small { var big: Big }\n".utf8).write(to: URL(fileURLWithPath: root + "/Small.swift"))
    let big = "struct Big {}\n// " + String(repeating: "x", count: StructureLimit.bytes) + "\n"
    try Data(big.utf8).write(to: URL(fileURLWithPath: root + "/Big.swift"))
    return root
  }

  @Test("graph: the file over the limit is named in a warning and is no node")
  func graphLeavesItOut() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (graph, issues) = DependencyCollector.collect(try SourceDiscovery.discover(root: root), root: root)
    #expect(issues.map(\.path) == ["Big.swift"])
    #expect(issues.map(\.kind) == [.tooLarge])
    #expect(issues.map(\.severity) == [.warning])
    #expect(graph.nodes.map(\.name) == ["Small"])
  }

  @Test("scan --coupling: lines counted, structure and facts skipped, one warning")
  func sharedScanLeavesItOut() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (report, graph) = DependencyCollector.scan(
      try SourceDiscovery.discover(root: root), root: root, scanOptions: ScanOptions())
    #expect(report.issues.map(\.path) == ["Big.swift"])
    #expect(report.issues.map(\.kind) == [.tooLarge])
    #expect(report.files.first { $0.path == "Big.swift" }?.lines.total == 2)
    #expect(graph.nodes.map(\.name) == ["Small"])
  }
}
