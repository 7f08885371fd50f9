import ChildProcess
import Foundation

/// Runs the shared conformance suite (`Tests/ConformanceTests`) against one architecture and
/// reads what happened from Swift Testing's event stream.
///
/// It builds the package and its tests as `swift build --build-tests` does (in `.build`, so a
/// student's next `swift build` has nothing to do), then runs the test binary with the
/// filter `ConformanceTests` and `ARCHBENCH_CONFORMANCE_ARCH` set, which restricts every
/// scenario's arguments to that architecture (`ConformanceApp.architectures`).
///
/// ```swift
/// let run = ConformanceRun(packageRoot: root) { print($0) }
/// let report = try await run.report(architecture: "hexagonal", name: "Hexagonal")
/// ```
public struct ConformanceRun {
  /// The variable `Tests/ConformanceTests` reads: the id of the only architecture to run.
  public static let architectureVariable = "ARCHBENCH_CONFORMANCE_ARCH"

  public var packageRoot: URL
  /// Run the test binary already built, without building.
  public var skipBuild = false
  /// SwiftPM's build folder; nil for the package's `.build`.
  public var scratchPath: String?
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, skipBuild: Bool = false, scratchPath: String? = nil, progress: @escaping (String) -> Void
  ) {
    self.packageRoot = packageRoot
    self.skipBuild = skipBuild
    self.scratchPath = scratchPath
    self.progress = progress
  }

  /// Builds, runs the suite for `architecture` (its id) and reports it; `name` is how its test cases show it.
  public func report(architecture: String, name: String) async throws(ConformanceError) -> ConformanceReport {
    let specURL = packageRoot.appendingPathComponent("Samples/SPEC.md")
    guard let spec = try? String(contentsOf: specURL, encoding: .utf8) else {
      throw .cannotRun(reason: "cannot read \(specURL.path)")
    }
    let stream = try await events(architecture: architecture)
    return ConformanceReport(
      architecture: architecture, name: name, cases: ConformanceStream.cases(from: stream),
      spec: SpecSections(markdown: spec))
  }

  /// The suite's event stream for one architecture.
  func events(architecture: String) async throws(ConformanceError) -> String {
    let swift: Program
    do { swift = try SwiftExecutable.program() } catch { throw .cannotRun(reason: error.description) }
    if !skipBuild {
      progress("[conformance] building the package and its tests (swift build --build-tests)…")
      let build = try await run(swift, ["build", "--build-tests"] + scratch)
      guard build.succeeded else {
        let lines = (build.output + build.errors).split(whereSeparator: \.isNewline).map(String.init)
        let errors = lines.filter { $0.contains("error:") }
        throw .buildFailed(errors: Array((errors.isEmpty ? lines.suffix(10) : errors.prefix(10))))
      }
    }
    let binPath = try await run(swift, ["build", "--show-bin-path"] + scratch)
    let folder = binPath.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    guard binPath.succeeded, folder.hasPrefix("/") else {
      throw .cannotRun(reason: "swift build --show-bin-path failed: \(binPath.errors)")
    }
    let binary = URL(fileURLWithPath: folder).appendingPathComponent("archbenchPackageTests.xctest")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw .cannotRun(reason: "no test binary at \(binary.path); build without --skip-build")
    }

    let events = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-conformance-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    progress("[conformance] running Tests/ConformanceTests for \(architecture)…")
    let result = try await run(
      .path(binary.path),
      [
        "--testing-library", "swift-testing", "--filter", "ConformanceTests",
        "--event-stream-output-path", events.path, "--event-stream-version", "0",
      ],
      environment: [Self.architectureVariable: architecture])
    let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
    guard ConformanceStream.runEnded(in: stream) else {
      let last = (result.output + result.errors).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
      throw .runFailed(reason: "the test process exited with status \(result.shellStatus); last output: \(last)")
    }
    return stream
  }

  private var scratch: [String] { scratchPath.map { ["--scratch-path", $0] } ?? [] }

  private func run(
    _ program: Program, _ arguments: [String], environment: [String: String] = [:]
  ) async throws(ConformanceError) -> ChildProcessResult {
    do {
      return try await ChildProcess(
        program, arguments: arguments, environment: .inherited(adding: environment),
        workingDirectory: packageRoot.path
      ).run()
    } catch {
      throw .cannotRun(reason: error.description)
    }
  }
}
