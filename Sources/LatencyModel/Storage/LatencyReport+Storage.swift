import Foundation
import Support

extension LatencyReport {
  /// Where `archbench latency` saves its results, relative to the directory it runs in.
  ///
  /// `.build*/` is ignored by git, so results stay out of commits; `archbench report` reads them from here.
  public static let defaultLocation = ".build-latency/archbench/latency.json"

  /// Decodes a report saved by ``json()``.
  ///
  /// ```swift
  /// let report = try LatencyReport(json: Data(contentsOf: URL(fileURLWithPath: LatencyReport.defaultLocation)))
  /// ```
  public init(json: Data) throws {
    self = try JSONDecoder().decode(LatencyReport.self, from: json)
  }

  /// Reads results that `archbench latency` saved, with a one-line error that names the file.
  ///
  /// ```swift
  /// let report = try LatencyReport.load(from: "run.json")
  /// // UnreadableFile: cannot read the latency results run.json: not valid JSON
  /// ```
  public static func load(from path: String) throws(UnreadableFile) -> LatencyReport {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw UnreadableFile(kind: "latency results", path: path, reason: JSONProblem.readFailure(path))
    }
    do {
      return try LatencyReport(json: data)
    } catch {
      throw UnreadableFile(kind: "latency results", path: path, reason: JSONProblem.describe(error))
    }
  }

  /// The report as pretty-printed JSON with sorted keys, so that two runs diff line by line.
  public func json() throws -> Data {
    try JSON.data(self)
  }

  /// Writes the report to `path` atomically: to a temporary file beside it, then renamed over it,
  /// so that a reader never sees half a file and an interrupted run leaves the previous one intact.
  ///
  /// ```swift
  /// try report.write(to: LatencyReport.defaultLocation)
  /// ```
  public func write(to path: String) throws {
    try AtomicFile.write(try json(), to: URL(fileURLWithPath: path), creatingFolders: true)
  }
}
