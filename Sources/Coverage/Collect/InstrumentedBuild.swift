import ChildProcess
import Foundation

/// Builds the package and its tests with coverage instrumentation, in a scratch folder of
/// its own so that the normal `.build` stays valid.
///
/// Coverage runs only the samples' tests and the conformance suite, so the build asks the
/// manifest for those alone (``samplesOnly``): archbench's Package.swift then leaves out
/// swift-syntax and the tool, and the build takes a third of the time. The pins stay those of
/// `Package.resolved` (`--force-resolved-versions`): a slimmer manifest must not rewrite it.
///
/// ```swift
/// let binary = try await InstrumentedBuild(toolchain: toolchain, packageRoot: root).run(progress: log)
/// binary.lastPathComponent  // "archbenchPackageTests.xctest"
/// ```
struct InstrumentedBuild {
  /// The scratch folder, relative to the package root; `.build*/` in `.gitignore` covers it.
  static let scratchFolder = ".build-coverage"
  /// How often, at most, a compile step is passed on as progress.
  static let progressInterval: TimeInterval = 10

  /// The variable archbench's Package.swift reads to keep only the samples' targets; a package
  /// that does not read it builds as it is.
  static let samplesOnly = ["ARCHBENCH_SAMPLES_ONLY": "1"]

  var toolchain: Toolchain
  var packageRoot: URL

  var scratchPath: URL { packageRoot.appendingPathComponent(Self.scratchFolder) }

  private var commonArguments: [String] {
    let pinned = FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.resolved").path)
    return ["build", "--package-path", packageRoot.path, "--scratch-path", scratchPath.path]
      + (pinned ? ["--force-resolved-versions"] : [])
  }

  /// `swift build --build-tests --enable-code-coverage`, then the test binary's location.
  ///
  /// - Returns: the `…PackageTests.xctest` executable.
  func run(progress: @escaping (String) -> Void) async throws -> URL {
    let log = BuildLog(progress: progress)
    let build = try await ChildProcess(
      .path(toolchain.swift.path), arguments: commonArguments + ["--build-tests", "--enable-code-coverage"],
      environment: .inherited(adding: Self.samplesOnly), workingDirectory: packageRoot.path,
      standardOutput: .lines { log.read($0) }, standardError: .mergedWithOutput
    ).run()
    guard build.status == 0 else {
      throw CoverageError.buildFailed(
        status: build.status, errors: log.errors.isEmpty ? build.lines.suffix(10) : log.errors)
    }

    let binPath = try await ChildProcess(
      .path(toolchain.swift.path), arguments: commonArguments + ["--show-bin-path"],
      environment: .inherited(adding: Self.samplesOnly), workingDirectory: packageRoot.path,
      standardError: .mergedWithOutput
    ).run()
    guard binPath.status == 0, let directory = binPath.lines.last(where: { $0.hasPrefix("/") }) else {
      throw CoverageError.commandFailed(
        command: "swift build --show-bin-path", status: binPath.status, detail: binPath.lines.last ?? "no output")
    }
    return try testBinary(in: URL(fileURLWithPath: directory))
  }

  /// The newest `…PackageTests.xctest` in the products folder; on Linux it is an executable.
  private func testBinary(in directory: URL) throws -> URL {
    let candidates =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey]))?
      .filter { $0.lastPathComponent.hasSuffix("PackageTests.xctest") }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    let newest = candidates?.max {
      let first = (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
      let second = (try? $1.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
      return (first ?? .distantPast) < (second ?? .distantPast)
    }
    guard let newest else { throw CoverageError.testBinaryMissing(directory: directory.path) }
    return newest
  }
}

/// What the build's lines tell: its first errors, and a sample of its progress every few seconds.
///
/// Unchecked, because one reader hands the lines over one at a time while the thread that
/// made it awaits the build in `run()`, and reads `errors` only after that.
private final class BuildLog: @unchecked Sendable {
  private let progress: (String) -> Void
  private var lastReport = Date.distantPast
  private(set) var errors: [String] = []

  init(progress: @escaping (String) -> Void) { self.progress = progress }

  func read(_ line: String) {
    if line.contains("error:"), !errors.contains(line), errors.count < 20 { errors.append(line) }
    // SwiftPM prints hundreds of "[n/m] Compiling …" steps; a sample every few
    // seconds shows the build moving without flooding a log.
    if line.hasPrefix("["), line.contains("/"),
      Date().timeIntervalSince(lastReport) >= InstrumentedBuild.progressInterval
    {
      lastReport = Date()
      progress("      " + line)
    } else if line.hasPrefix("Build complete!") {
      progress("      " + line)
    }
  }
}
