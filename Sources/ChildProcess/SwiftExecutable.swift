import Foundation

/// The one way archbench finds `swift`: the first on `PATH`, as a shell would.
///
/// Run under the name found, not with symbolic links resolved, since the driver acts on the
/// name it is called by; tools of the same toolchain (llvm-cov) are beside the resolved file.
///
/// ```swift
/// let swift = try SwiftExecutable.find()  // "/opt/swift/usr/bin/swift"
/// let version = try await SwiftExecutable.version()  // "Swift version 6.3.1 (swift-6.3.1-RELEASE)"
/// ```
public enum SwiftExecutable {
  /// `swift` on `searchPath` (a `PATH` value), or `nil`.
  public static func find(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    Program.find("swift", searchPath: searchPath)
  }

  /// `swift` on `PATH`, as a ``Program``; throws ``ChildProcessError`` naming `swift` when there is none.
  public static func program() throws(ChildProcessError) -> Program {
    guard let path = find() else { throw ChildProcessError(program: "swift", reason: .notFound) }
    return .path(path)
  }

  /// The line of `swift --version` that names the version, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  public static func version(at swift: String? = nil) async throws(ChildProcessError) -> String {
    let path: String
    if let swift { path = swift } else { path = try program().description }
    let result = try await ChildProcess(.path(path), arguments: ["--version"], standardError: .mergedWithOutput).run()
    let lines = result.output.split(separator: "\n").map(String.init)
    guard result.succeeded, let line = lines.first(where: { $0.contains("Swift version") }) ?? lines.first else {
      throw ChildProcessError(
        program: path, reason: .failed("--version exited with status \(result.shellStatus): \(lines.first ?? "")"))
    }
    return line
  }
}
