import Foundation
import LatencyModel
import Support

/// The numbers a check compares against: `Benchmarks/baseline.json`, written by
/// `archbench baseline update`.
///
/// ```swift
/// let baseline = try Baseline.load(from: URL(fileURLWithPath: "Benchmarks/baseline.json"))
/// baseline.metrics.count
/// ```
public struct Baseline: Sendable, Equatable, Codable {
  /// The layout version; a baseline of another version is refused, never guessed at.
  /// 2 added the instruction counts and the tools that counted them.
  public static let currentSchemaVersion = 2

  public var schemaVersion: Int
  /// The commit measured, as `git rev-parse HEAD` printed it, or `unknown`.
  public var commit: String
  /// ISO 8601, UTC.
  public var createdAt: String
  /// How many latency runs each timing figure is the median of.
  public var latencyRuns: Int
  /// The arguments of each `archbench latency` run; a check measures the same way.
  public var latencyArguments: [String]
  /// The arguments of the `archbench latency --instructions` run; a check counts the same way.
  public var instructionArguments: [String]
  /// The tools that counted the instructions: another valgrind or another compiler counts
  /// differently, so a check refuses to compare across them.
  public var tools: CountingTools
  /// Sorted by key, so that an updated baseline diffs line by line.
  public var metrics: [GateMetric]
  /// The fingerprint of what the measuring program was built from (``MeasuredInputs``); while it
  /// is the same, every count must be too. `nil` in a baseline recorded before it was kept.
  public var measuredInputs: String?

  public init(
    commit: String, createdAt: String, latencyRuns: Int, latencyArguments: [String], instructionArguments: [String],
    tools: CountingTools, metrics: [GateMetric], measuredInputs: String? = nil
  ) {
    self.measuredInputs = measuredInputs
    self.schemaVersion = Self.currentSchemaVersion
    self.commit = commit
    self.createdAt = createdAt
    self.latencyRuns = latencyRuns
    self.latencyArguments = latencyArguments
    self.instructionArguments = instructionArguments
    self.tools = tools
    self.metrics = metrics.sorted { $0.key < $1.key }
  }

  /// Reads a baseline, with one-line errors that name the file.
  public static func load(from url: URL) throws(GateError) -> Baseline {
    let data: Data
    do {
      data = try InputFile.contents(of: url.path)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    let version: SchemaVersion
    do {
      version = try JSONDecoder().decode(SchemaVersion.Header.self, from: data).schemaVersion
    } catch {
      guard let problem = SchemaVersion.headerProblem(error, in: data) else {
        throw .unreadable(path: url.path, reason: "not a baseline (no schemaVersion; is it JSON?)")
      }
      throw .unreadable(path: url.path, reason: "not a baseline: \(problem)")
    }
    if let refusal = version.refusal(supported: currentSchemaVersion) {
      throw .unreadable(path: url.path, reason: "\(refusal); run archbench baseline update")
    }
    guard let found = version.whole, found == currentSchemaVersion else {
      throw .incompatible(path: url.path, found: version.whole ?? 0, expected: currentSchemaVersion)
    }
    do {
      return try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw .unreadable(path: url.path, reason: "not a valid baseline: \(JSONProblem.describe(error, in: data))")
    }
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() throws -> Data {
    Data(try JSON.string(self).utf8)
  }
}

/// The valgrind and the Swift compiler that instruction counts were made with.
///
/// ```swift
/// let tools = CountingTools(valgrind: "valgrind-3.19.0", toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
/// ```
public struct CountingTools: Sendable, Equatable, Codable {
  /// `valgrind --version`.
  public var valgrind: String
  /// The first line of `swift --version`.
  public var toolchain: String

  public init(valgrind: String, toolchain: String) {
    self.valgrind = valgrind
    self.toolchain = toolchain
  }

  /// Why counts made with `self` cannot be compared with counts made with `other`, or `nil` when they can.
  public func mismatch(with other: CountingTools) -> String? {
    if valgrind != other.valgrind { return "counted with \(valgrind), this machine has \(other.valgrind)" }
    if toolchain != other.toolchain { return "built with \(toolchain), this machine has \(other.toolchain)" }
    return nil
  }
}
