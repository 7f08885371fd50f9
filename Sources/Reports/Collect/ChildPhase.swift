import ChildProcess
import Coverage
import Foundation

/// A report phase that runs a program in a child process, told what to do by a request file, and
/// keeps the JSON the program writes under a key while no input changes: the one way the latency,
/// instruction and extensibility phases key, reuse, start and keep their results (the idiom
/// phase, which builds rather than starts one program, keys, reuses and keeps its own with it).
///
/// Its files in ``directory`` are named after the phase: `latency.key`, `latency.json` (the
/// result), `latency.partial.json` (the result being written) and `latency.request.json`. The key
/// is removed before a run and written last, after the result is in place, so that an interrupted
/// run never pairs a result with another run's key.
///
/// ```swift
/// let phase = ChildPhase(name: "latency", directory: folder, fresh: false)
/// let key = try ChildPhase.key(packageRoot: root, salt: ["archbench-report-latency-cache-3", "release"])
/// if let kept = phase.cached(key: key, { try LatencyReport.load(from: $0.path) }) { return kept }
/// return try await phase.run(key: key, start: { requestFile, output in … }) { try LatencyReport.load(from: $0.path) }
/// ```
struct ChildPhase {
  /// The phase's name: in its files' names and in ``ReportError/phaseFailed(phase:status:)``.
  var name: String
  var directory: URL
  /// Run even when the kept result's key holds.
  var fresh: Bool
  /// Whether the child writes in a temporary folder of its own rather than in ``directory``: for
  /// the instruction counts, whose request then names the same paths wherever the checkout is;
  /// they are data of the counted process, which could move its heap's layout as its
  /// environment and working folder would (``LatencyChild``).
  var writesApart = false

  var keyURL: URL { directory.appendingPathComponent("\(name).key") }
  var resultURL: URL { directory.appendingPathComponent("\(name).json") }
  var partialURL: URL { directory.appendingPathComponent("\(name).partial.json") }

  /// A key over every Swift file of the package and `salt`: the cache's format and whatever
  /// else the result depends on (the build configuration, the request, the solutions' patches).
  static func key(packageRoot: URL, salt: [String]) throws -> String {
    try PackageFingerprint.compute(packageRoot: packageRoot, salt: salt.joined(separator: "\n"))
  }

  /// The kept result, read with `read`, when `key` is the one it was kept under and the phase
  /// is not ``fresh``; `nil` otherwise, and for a result that does not read.
  func cached<Result>(key: String?, _ read: (URL) throws -> Result) -> Result? {
    guard !fresh, let key, (try? String(contentsOf: keyURL, encoding: .utf8)) == key else { return nil }
    return try? read(resultURL)
  }

  /// Runs `start`, which writes the result to the output it is given, reads the result with
  /// `read` and keeps it under `key`. With no key nothing is kept.
  ///
  /// The child writes its request and result in ``directory`` (`<name>.request.json`,
  /// `<name>.partial.json`), or with no key or ``writesApart`` in a temporary folder of its own
  /// (`<name>.request.json`, `<name>.json`), removed after.
  ///
  /// - Parameter start: starts the program with the request file and the output to write,
  ///   normally through ``start(_:request:requestFile:environment:workingDirectory:phase:accepting:)``.
  func run<Result>(
    key: String?, start: (_ requestFile: URL, _ output: URL) async throws -> Void, read: (URL) throws -> Result
  ) async throws -> Result {
    let files = FileManager.default
    let apart = key == nil || writesApart
    let folder =
      apart ? files.temporaryDirectory.appendingPathComponent("archbench-\(name)-\(UUID().uuidString)") : directory
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { if apart { try? files.removeItem(at: folder) } }
    if key != nil { try? files.removeItem(at: keyURL) }
    let output = apart ? folder.appendingPathComponent("\(name).json") : partialURL
    try await start(folder.appendingPathComponent("\(name).request.json"), output)
    let result = try read(output)
    if let key { try keep(output, key: key) }
    return result
  }

  /// Keeps the result in `file` (moved into place) under `key`.
  func keep(_ file: URL, key: String) throws {
    let files = FileManager.default
    try files.createDirectory(at: directory, withIntermediateDirectories: true)
    try? files.removeItem(at: keyURL)
    try? files.removeItem(at: resultURL)
    try files.moveItem(at: file, to: resultURL)
    try Data(key.utf8).write(to: keyURL, options: .atomic)
  }

  /// Writes `request` to `requestFile` and runs `program` with it, its standard output
  /// discarded and its progress lines on our standard error.
  ///
  /// - Parameter accepting: whether the program's ending is a success; by default exit status 0.
  /// - Throws: ``ReportError/phaseFailed(phase:status:)`` naming `phase` when it is not.
  static func start(
    _ program: URL, request: some Encodable, requestFile: URL, environment: ChildProcess.Environment = .inherited,
    workingDirectory: String, phase: String, accepting: (ChildProcessResult) -> Bool = \.succeeded
  ) async throws {
    try RequestFile.write(request, to: requestFile.path)
    let result = try await ChildProcess(
      .path(program.path), arguments: [requestFile.path], environment: environment,
      workingDirectory: workingDirectory, standardOutput: .discarded, standardError: .passedThrough
    ).run()
    guard accepting(result) else { throw ReportError.phaseFailed(phase: phase, status: result.shellStatus) }
  }
}
