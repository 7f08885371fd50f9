import Foundation

/// Puts the measurements together into a `CoverageReport`: the two coverage exports
/// attributed per file and per sample, the test runs' tallies, and what the sample's
/// sources say about size and types.
///
/// Attribution is by file: a file counts for the sample whose `Sources/` folder holds it.
/// That is why one profile for all samples' unit tests is enough: no sample imports
/// another, nor the registry that links them all (`SampleIndependenceTests` checks it),
/// so a sample's files can only have run in its own tests.
///
/// ```swift
/// let report = ReportAssembler(packageRoot: root, samples: samples).assemble(measurements, sources: sources)
/// ```
struct ReportAssembler {
  var packageRoot: URL
  var samples: [Sample]

  func assemble(_ measurements: Measurements, sources: [String: SampleSources]) -> CoverageReport {
    let classifier = FileClassifier(packageRoot: packageRoot.path, samples: samples)
    let unit = attribute(measurements.unitExport, with: classifier)
    let conformance = attribute(measurements.conformanceExport, with: classifier)

    let architectures = samples.map { sample -> ArchitectureCoverage in
      let sampleSources = sources[sample.id] ?? SampleSources(production: [], tests: [])
      let freedom = PlatformFreedom(files: sampleSources.production)
      let parsed = Dictionary(sampleSources.production.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
      let unitFiles = unit[sample.id] ?? [:]
      let conformanceFiles = conformance[sample.id] ?? [:]
      let paths = Set(parsed.keys).union(unitFiles.keys).union(conformanceFiles.keys).sorted()
      let files = paths.map { path in
        let source = parsed[path]
        return FileCoverage(
          path: path, codeLines: source?.codeLines ?? 0, types: source?.types.count ?? 0,
          platformFreeTypes: source.map(freedom.platformFreeTypes(in:)) ?? 0,
          unitTests: unitFiles[path] ?? .zero, conformance: conformanceFiles[path] ?? .zero)
      }
      return ArchitectureCoverage(
        id: sample.id, name: sample.name, directory: sample.directory,
        unitTests: files.reduce(.zero) { $0 + $1.unitTests },
        conformance: files.reduce(.zero) { $0 + $1.conformance },
        tests: measurements.unitRun.tally(of: sample.testModules),
        testLines: sampleSources.testLines, productionLines: sampleSources.productionLines,
        types: TypeTally(
          total: files.reduce(0) { $0 + $1.types }, platformFree: files.reduce(0) { $0 + $1.platformFreeTypes }),
        files: files)
    }
    return CoverageReport(
      measuredAt: measurements.measuredAt, inputKey: measurements.inputKey, toolchain: measurements.toolchain,
      runs: [measurements.unitRun, measurements.conformanceRun], architectures: architectures)
  }

  /// Each sample's production files in the export, by path relative to the package root.
  func attribute(_ export: CoverageExport, with classifier: FileClassifier) -> [String: [String: CoverageSummary]] {
    var result: [String: [String: CoverageSummary]] = [:]
    for file in export.files {
      guard case .production(let sample, let path) = classifier.classify(file.path) else { continue }
      result[sample, default: [:]][path, default: .zero] =
        result[sample, default: [:]][path, default: .zero]
        + file.summary
    }
    return result
  }
}

/// What one coverage run produced, fresh or from the cache: the two exports, the two
/// test runs, and what identifies them.
struct Measurements: Sendable {
  var inputKey: String
  var toolchain: String
  var measuredAt: Date
  var unitRun: TestRunSummary
  var conformanceRun: TestRunSummary
  var unitExport: CoverageExport
  var conformanceExport: CoverageExport
}
