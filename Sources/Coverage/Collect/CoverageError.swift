/// Why `archbench coverage` could not report numbers.
///
/// Each case describes itself in one line, so a user sees one clear reason; the failing
/// tests follow on their own lines. `archbench` chooses the exit status for each case
/// (`Docs/coverage.md`): failing tests are not an error in the tool, and a path that is not a
/// package is a bad argument.
///
/// ```swift
/// do { _ = try pipeline.run() } catch let error as CoverageError { print("Error: \(error)") }
/// ```
public enum CoverageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The package path has no `Package.swift`.
  case notAPackage(path: String)
  /// A sample's registered directory resolves outside the package.
  case sampleOutsidePackage(sample: String, directory: String, packageRoot: String)
  /// A sample's registered directory does not exist.
  case sampleDirectoryMissing(sample: String, directory: String)
  /// No `swift` executable on `PATH`.
  case swiftNotFound
  /// A toolchain tool is not next to the `swift` that runs.
  case toolMissing(tool: String, directory: String)
  /// A command archbench runs failed; `detail` is its own first error line.
  case commandFailed(command: String, status: Int32, detail: String)
  /// The instrumented build failed; `errors` are the compiler's error lines.
  case buildFailed(status: Int32, errors: [String])
  /// The build has no test binary where SwiftPM puts it.
  case testBinaryMissing(directory: String)
  /// Tests failed or crashed, so SwiftPM-style, no coverage is reported.
  case testsFailed([TestFailure])
  /// The test run wrote no profile: the binary was not built with coverage.
  case noProfileWritten(selection: String, directory: String)
  /// llvm-profdata could not read a profile, for example one from another toolchain.
  case unreadableProfile(detail: String)
  /// llvm-cov's output is not an export archbench can read.
  case unreadableExport(String)
  /// A saved report has a layout version this build does not know.
  case unsupportedSchema(found: Int, expected: Int, file: String)
  /// The output file could not be written.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .notAPackage(let path):
      "\(path) is not a Swift package: it has no Package.swift."
    case .sampleOutsidePackage(let sample, let directory, let root):
      "\(sample)'s directory \(directory) is outside the package \(root); only files inside it are measured."
    case .sampleDirectoryMissing(let sample, let directory):
      "\(sample)'s directory \(directory) does not exist."
    case .swiftNotFound:
      "swift is not on PATH; archbench uses the llvm-profdata and llvm-cov next to it."
    case .toolMissing(let tool, let directory):
      "\(tool) is not next to swift in \(directory); archbench needs the toolchain's own \(tool), "
        + "not another LLVM's (/usr/bin/\(tool) cannot read this toolchain's profiles)."
    case .commandFailed(let command, let status, let detail):
      "\(command) failed with status \(status): \(detail)"
    case .buildFailed(let status, let errors):
      (["the instrumented build failed with status \(status)."] + errors.map { "  " + $0 })
        .joined(separator: "\n")
    case .testBinaryMissing(let directory):
      "the build made no test binary (*PackageTests.xctest) in \(directory)."
    case .testsFailed(let failures):
      ([
        "\(failures.count) test failure\(failures.count == 1 ? "" : "s"); no coverage is reported for a failing run:"
      ] + failures.map { "  ✘ \($0)" }).joined(separator: "\n")
    case .noProfileWritten(let selection, let directory):
      "the \(selection) test run wrote no profile to \(directory); was the test binary built with coverage?"
    case .unreadableProfile(let detail):
      "llvm-profdata cannot read a profile: \(detail) A profile from another toolchain version? "
        + "Run again with --fresh."
    case .unreadableExport(let reason):
      "llvm-cov's export cannot be read: \(reason)."
    case .unsupportedSchema(let found, let expected, let file):
      "\(file) has schema version \(found); this archbench reads version \(expected)."
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}
