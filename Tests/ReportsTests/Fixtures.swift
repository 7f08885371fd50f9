import Foundation

@testable import Reports

/// A synthetic report with hostile names, so escaping is tested without such files in the repo.
enum Fixtures {
  static let hostile = "<script>alert(1)</script>.swift"

  static func data() -> ReportData {
    let mvc = ArchitectureMetrics(
      id: "mvc", name: "MVC",
      production: SizeFigures(files: 10, codeLines: 800, commentLines: 50, blankLines: 90),
      tests: SizeFigures(files: 3, codeLines: 200, commentLines: 5, blankLines: 20),
      roles: [
        RoleSize(role: "Model", files: 3, lines: 200), RoleSize(role: "ViewController", files: 7, lines: 600),
      ],
      structure: StructureFigures(types: 12, protocols: 1, functions: 60, meanComplexity: 1.8, maxComplexity: 9),
      coverage: CoverageFigures(unitLinePercent: 40, conformanceLinePercent: 90, platformFreeShare: 0.25, unitTests: 8))
    let hostile = ArchitectureMetrics(
      id: "viper", name: "a|b <i>\(hostile)",
      production: SizeFigures(files: 30, codeLines: 1200, commentLines: 80, blankLines: 150),
      tests: SizeFigures(files: 9, codeLines: 700, commentLines: 5, blankLines: 60),
      roles: [
        RoleSize(role: hostile, files: 10, lines: 400), RoleSize(role: "Presenter", files: 10, lines: 400),
        RoleSize(role: "Interactor", files: 10, lines: 400),
      ],
      structure: StructureFigures(types: 40, protocols: 20, functions: 150, meanComplexity: 1.3, maxComplexity: 5),
      coverage: CoverageFigures(unitLinePercent: 85, conformanceLinePercent: 92, platformFreeShare: 0.7, unitTests: 30))
    let matrix = ConformanceMatrix(
      scenarios: ["login.success", "tasks.\(hostile)"], architectures: ["MVC", hostile.name],
      results: [
        "login.success": ["MVC": .pass, hostile.name: .pass], "tasks.\(hostile)": ["MVC": .fail, hostile.name: .pass],
      ])
    return ReportData(architectures: [mvc, hostile], coverageMeasured: true, conformance: matrix)
  }

  static let provenance = Provenance(
    toolchain: "Swift version 6.3.1", commit: "0000000", date: "2026-01-01T00:00:00Z", cores: 2, skipped: ["latency"])

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reports-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func contents(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }
}
