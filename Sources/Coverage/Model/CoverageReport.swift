import Foundation
import Support

/// The result of `archbench coverage`: per architecture, coverage by its own unit tests
/// and by the conformance suite, its tests, and the share of its types that are free of
/// the UI platform.
///
/// Every successful run also writes the whole report, all architectures, to
/// `.build-coverage/archbench/coverage.json`, where `archbench report` reads it:
///
/// ```swift
/// let report = try CoverageReport.load(from: CoverageReport.defaultLocation(packageRoot: root))
/// ```
///
/// The JSON layout is versioned by `schemaVersion` and described in
/// `Docs/coverage-report-schema.md`.
public struct CoverageReport: Sendable, Hashable, Codable {
  /// The version of this layout; readers reject versions they do not know.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  /// When the tests whose coverage this reports ran.
  public var measuredAt: Date
  /// A fingerprint (git blob ids, through libgit2) of every input (Swift sources, `Package.swift`, toolchain, test
  /// selection); the numbers are current only while this still matches.
  public var inputKey: String
  /// `swift --version`'s first line for the toolchain that built and ran the tests.
  public var toolchain: String
  /// The two test runs: `unit` (every sample's own tests) and `conformance`.
  public var runs: [TestRunSummary]
  /// One entry per architecture, in registry order.
  public var architectures: [ArchitectureCoverage]

  public init(
    measuredAt: Date, inputKey: String, toolchain: String, runs: [TestRunSummary],
    architectures: [ArchitectureCoverage]
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.measuredAt = measuredAt
    self.inputKey = inputKey
    self.toolchain = toolchain
    self.runs = runs
    self.architectures = architectures
  }

  /// Reads a report written by `archbench coverage`.
  ///
  /// - Throws: `CoverageError.unsupportedSchema` for a layout version this build does not know.
  public static func load(from url: URL) throws -> CoverageReport {
    let data = try Data(contentsOf: url)
    struct Version: Decodable { var schemaVersion: Int }
    let version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
    guard version == currentSchemaVersion else {
      throw CoverageError.unsupportedSchema(found: version, expected: currentSchemaVersion, file: url.path)
    }
    return try decoder.decode(CoverageReport.self, from: data)
  }

  /// The report as `load(from:)` reads it and `--format json` prints it: pretty-printed, keys
  /// sorted, dates in ISO 8601, with a final newline.
  ///
  /// ```swift
  /// try AtomicFile.write(try report.json(), to: CoverageReport.defaultLocation(packageRoot: root))
  /// ```
  public func json() throws -> Data {
    var data = try Self.encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The same report with only these architectures, in their report order.
  public func restricted(to ids: Set<String>) -> CoverageReport {
    var report = self
    report.architectures = architectures.filter { ids.contains($0.id) }
    return report
  }

  static var decoder: JSONDecoder { JSON.decoder() }

  static var encoder: JSONEncoder { JSON.encoder() }
}
