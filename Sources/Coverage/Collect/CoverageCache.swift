import Foundation
import Support

/// Keeps the last successful measurement under `.build-coverage/archbench/`, keyed by
/// `InputKey`, so that an unchanged package is not built and tested again.
///
/// The folder holds, per selection, the raw profiles (`profiles/<name>/`), the merged
/// profile (`<name>.profdata`), the event stream (`<name>.events.jsonl`) and the export
/// (`<name>.export.json`); `measurements.json` records the key and the test runs and is
/// written last, so it exists only for a complete measurement. `coverage.json` is the
/// report of the last successful run.
///
/// ```swift
/// let cache = CoverageCache(packageRoot: root)
/// if let cached = try cache.load(key: key) { … }
/// ```
struct CoverageCache {
  /// What `measurements.json` holds.
  struct Manifest: Codable, Sendable {
    var key: String
    var toolchain: String
    var measuredAt: Date
    var unitRun: TestRunSummary
    var conformanceRun: TestRunSummary
  }

  var directory: URL

  init(packageRoot: URL) {
    self.directory = Self.directory(packageRoot: packageRoot)
  }

  /// `<package>/.build-coverage/archbench`.
  static func directory(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(InstrumentedBuild.scratchFolder).appendingPathComponent("archbench")
  }

  var manifestURL: URL { directory.appendingPathComponent("measurements.json") }

  func exportURL(for selection: TestSelection) -> URL {
    directory.appendingPathComponent("\(selection.name).export.json")
  }

  func profdataURL(for selection: TestSelection) -> URL {
    directory.appendingPathComponent("\(selection.name).profdata")
  }

  /// The cached measurement, if there is one for exactly this key; `nil` otherwise, also
  /// when its files are incomplete or unreadable.
  func load(key: String, unit: TestSelection, conformance: TestSelection) -> Measurements? {
    guard let data = try? Data(contentsOf: manifestURL),
      let manifest = try? CoverageReport.decoder.decode(Manifest.self, from: data),
      manifest.key == key,
      let unitExport = try? CoverageExport(json: Data(contentsOf: exportURL(for: unit))),
      let conformanceExport = try? CoverageExport(json: Data(contentsOf: exportURL(for: conformance)))
    else { return nil }
    return Measurements(
      inputKey: manifest.key, toolchain: manifest.toolchain, measuredAt: manifest.measuredAt,
      unitRun: manifest.unitRun, conformanceRun: manifest.conformanceRun, unitExport: unitExport,
      conformanceExport: conformanceExport)
  }

  /// Records a complete measurement; its exports are already in place.
  func save(_ measurements: Measurements) throws {
    let manifest = Manifest(
      key: measurements.inputKey, toolchain: measurements.toolchain, measuredAt: measurements.measuredAt,
      unitRun: measurements.unitRun, conformanceRun: measurements.conformanceRun)
    try AtomicFile.write(CoverageReport.encoder.encode(manifest), to: manifestURL)
  }

  /// Forgets the last measurement and its report before a new one starts, so that a run
  /// that fails leaves nothing that could pass for current numbers.
  func invalidate(reportAt report: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for url in [manifestURL, report] where FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.removeItem(at: url)
    }
  }
}

extension CoverageReport {
  /// Where every successful run leaves the full report: `.build-coverage/archbench/coverage.json`.
  public static func defaultLocation(packageRoot: URL) -> URL {
    CoverageCache.directory(packageRoot: packageRoot).appendingPathComponent("coverage.json")
  }
}
