import Foundation
import LatencyModel

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
      coverage: CoverageFigures(unitLinePercent: 40, conformanceLinePercent: 90, platformFreeShare: 0.25, unitTests: 8),
      changeCost: ChangeCostFigures(
        exercises: 5, source: .init(meanFilesTouched: 2.2, meanLinesChanged: 31.4),
        tests: .init(meanFilesTouched: 1, meanLinesChanged: 24.6), allProven: true))
    let hostile = ArchitectureMetrics(
      id: "viper", name: "a|b <i>\(hostile)",
      production: SizeFigures(files: 30, codeLines: 1200, commentLines: 80, blankLines: 150),
      tests: SizeFigures(files: 9, codeLines: 700, commentLines: 5, blankLines: 60),
      roles: [
        RoleSize(role: hostile, files: 10, lines: 400), RoleSize(role: "Presenter", files: 10, lines: 400),
        RoleSize(role: "Interactor", files: 10, lines: 400),
      ],
      structure: StructureFigures(types: 40, protocols: 20, functions: 150, meanComplexity: 1.3, maxComplexity: 5),
      coverage: CoverageFigures(unitLinePercent: 85, conformanceLinePercent: 92, platformFreeShare: 0.7, unitTests: 30),
      changeCost: ChangeCostFigures(
        exercises: 5, source: .init(meanFilesTouched: 1.4, meanLinesChanged: 20.6),
        tests: .init(meanFilesTouched: 2.2, meanLinesChanged: 40.8), allProven: true))
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

extension Fixtures {
  /// A latency run over the fixture's two architectures and the reference: one fixed-size
  /// step and one scaling step at two sizes.
  static func latency(scale: Double = 1) -> LatencyReport {
    func row(
      _ subject: String, _ name: String, _ step: String, _ number: Int, _ events: Int, p50: Double, p99: Double
    )
      -> LatencyModel.Measurement
    {
      LatencyModel.Measurement(
        subject: subject, subjectName: name, step: step, stepNumber: number, events: events, fixture: "seed 42",
        iterations: 100,
        latency: LatencyDistribution(
          p50: UInt64(p50 * scale), p90: UInt64(p99 * scale), p99: UInt64(p99 * scale), max: UInt64(p99 * scale),
          min: 1, mean: p50 * scale),
        ratioToReference: nil, allocations: CountDistribution(counts: [10, 12, 14]),
        elementUpdates: CountDistribution(counts: [1]), renders: CountDistribution(counts: [1]),
        frameBudgetMisses: FrameBudgetMisses(over16ms: subject == "viper" ? 0.5 : 0, over8ms: 0.5))
    }
    let hostile = data().architectures[1].name
    var measurements: [LatencyModel.Measurement] = []
    for (subject, name, factor) in [("reference", "Reference", 1.0), ("mvc", "MVC", 2.0), ("viper", hostile, 4.0)] {
      measurements.append(row(subject, name, "login.keystroke", 1, 8, p50: 100_000 * factor, p99: 200_000 * factor))
      measurements.append(row(subject, name, "list.search", 6, 10, p50: 200_000 * factor, p99: 300_000 * factor))
      measurements.append(row(subject, name, "list.search", 6, 100, p50: 800_000 * factor, p99: 900_000 * factor))
    }
    measurements = ReferenceRatio.apply(to: measurements, referenceID: "reference")
    let scaling = ["reference", "mvc", "viper"].map { subject in
      ScalingResult(
        subject: subject, step: "list.search", sizes: [10, 100], p50s: [200_000, 800_000], slope: 0.6,
        isSuperLinear: subject == "viper")
    }
    let run = RunInfo(
      startedAt: "2026-01-01T00:00:00Z", durationSeconds: 1, buildConfiguration: "release",
      loadAverageAtStart: [0, 0, 0],
      loadAverageAtEnd: [0, 0, 0], processorCount: 2, iterations: 100, warmUpIterations: 10, seed: 42,
      sizes: [10, 100],
      allocationCounting: true, allocationScope: "main queue", deterministicHashing: true, fixedAddressLayout: true)
    return LatencyReport(
      run: run,
      harnessOverhead: HarnessOverhead(
        iterations: 100,
        latency: LatencyDistribution(p50: 50_000, p90: 60_000, p99: 70_000, max: 80_000, min: 1, mean: 50_000),
        allocations: CountDistribution(counts: [3])),
      measurements: measurements, scaling: scaling)
  }

  /// `data()` with the latency run read in, as `ReportCollector` does.
  static func dataWithLatency(scale: Double = 1) -> ReportData {
    var data = data()
    let latency = latency(scale: scale)
    data.latency = latency
    for index in data.architectures.indices {
      data.architectures[index].performance = PerformanceFigures(subject: data.architectures[index].id, in: latency)
    }
    return data
  }
}
