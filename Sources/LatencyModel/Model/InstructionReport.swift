import Foundation
import Support

/// The instructions each subject's dispatches executed, counted by callgrind: the figure that
/// is the same from run to run on any load, beside the timings that are not.
///
/// ```swift
/// let report = try InstructionReport.load(from: InstructionReport.defaultLocation)
/// let search = report.rows.first { $0.subject == "mvc" && $0.step == "list.search" && $0.events == 100 }
/// print(search?.perDispatch ?? 0, search?.ratioToReference ?? 0)
/// ```
public struct InstructionReport: Codable, Equatable, Sendable {
  /// Where `archbench latency --instructions` saves its results.
  public static let defaultLocation = ".build-latency/archbench/instructions.json"

  /// How the counts were made.
  public struct Run: Codable, Equatable, Sendable {
    /// `valgrind --version`, e.g. `valgrind-3.19.0`: another version may count differently.
    public var valgrindVersion: String
    /// The Swift compiler that built the measured binary, e.g. `Swift version 6.3.1`.
    public var toolchain: String
    public var buildConfiguration: String
    public var startedAt: String
    public var durationSeconds: Double
    public var iterations: Int
    public var warmUpIterations: Int
    public var sizes: [Int]
    public var seed: UInt64

    public init(
      valgrindVersion: String, toolchain: String, buildConfiguration: String, startedAt: String,
      durationSeconds: Double, iterations: Int, warmUpIterations: Int, sizes: [Int], seed: UInt64
    ) {
      self.valgrindVersion = valgrindVersion
      self.toolchain = toolchain
      self.buildConfiguration = buildConfiguration
      self.startedAt = startedAt
      self.durationSeconds = durationSeconds
      self.iterations = iterations
      self.warmUpIterations = warmUpIterations
      self.sizes = sizes
      self.seed = seed
    }
  }

  /// One subject's step at one size.
  public struct Row: Codable, Equatable, Sendable {
    public var subject: String
    public var subjectName: String
    public var toolkit: String
    public var step: String
    public var stepNumber: Int
    public var events: Int
    /// Counted dispatches.
    public var iterations: Int
    /// All the instructions of the counted dispatches.
    public var instructions: Int
    /// The subject's reference (its toolkit's, or the floor for a toolkit's own reference).
    public var referenceSubject: String?
    /// ``perDispatch`` over the reference's; `nil` for the floor, or when the reference has no count.
    public var ratioToReference: Double?

    /// Instructions per dispatch, rounded: the mean over the counted dispatches, since a step
    /// that alternates between two states costs a little more every other time.
    public var perDispatch: Int { Int((Double(instructions) / Double(max(1, iterations))).rounded()) }

    public init(
      subject: String, subjectName: String, toolkit: String, step: String, stepNumber: Int, events: Int,
      iterations: Int, instructions: Int, referenceSubject: String? = nil, ratioToReference: Double? = nil
    ) {
      self.subject = subject
      self.subjectName = subjectName
      self.toolkit = toolkit
      self.step = step
      self.stepNumber = stepNumber
      self.events = events
      self.iterations = iterations
      self.instructions = instructions
      self.referenceSubject = referenceSubject
      self.ratioToReference = ratioToReference
    }
  }

  public var run: Run
  public var rows: [Row]
  public var failures: [MeasurementFailure]

  public init(run: Run, rows: [Row], failures: [MeasurementFailure]) {
    self.run = run
    self.rows = Self.withRatios(rows)
    self.failures = failures
  }

  /// `rows` with each one's ratio to its toolkit's reference, and the toolkits' references to the floor.
  static func withRatios(_ rows: [Row]) -> [Row] {
    var perDispatch: [String: Int] = [:]
    for row in rows { perDispatch["\(row.subject) \(row.step) \(row.events)"] = row.perDispatch }
    return rows.map { row in
      var row = row
      let reference = Toolkit.referenceID(for: row.subject, toolkit: row.toolkit)
      guard reference != row.subject, let base = perDispatch["\(reference) \(row.step) \(row.events)"], base > 0 else {
        return row
      }
      row.referenceSubject = reference
      row.ratioToReference = Double(row.perDispatch) / Double(base)
      return row
    }
  }
}

extension InstructionReport {
  /// Writes the report as JSON to `path`, through a temporary file renamed over it, so that no
  /// reader sees half of it.
  public func write(to path: String) throws {
    try AtomicFile.write(try JSON.data(self), to: URL(fileURLWithPath: path), creatingFolders: true)
  }

  /// Reads a report written by ``write(to:)``; throws ``UnreadableFile`` naming the file.
  public static func load(from path: String) throws(UnreadableFile) -> InstructionReport {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UnreadableFile(kind: "instruction counts", path: path, reason: JSONProblem.readFailure(path))
    }
    do {
      return try JSONDecoder().decode(InstructionReport.self, from: data)
    } catch {
      throw UnreadableFile(kind: "instruction counts", path: path, reason: JSONProblem.describe(error))
    }
  }
}
