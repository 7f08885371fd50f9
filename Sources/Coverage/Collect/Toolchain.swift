import ChildProcess
import Foundation

/// The Swift toolchain that runs: `swift` as found on `PATH`, and the `llvm-profdata` and
/// `llvm-cov` installed beside it.
///
/// The LLVM tools must come from the same toolchain as the compiler: an older
/// `/usr/bin/llvm-cov` fails with "unsupported instrumentation profile format version".
/// So they are looked for only next to the real `swift` binary, with symbolic links
/// resolved, never elsewhere on `PATH`.
///
/// ```swift
/// let toolchain = try Toolchain.locate()
/// toolchain.llvmCov.path  // "/opt/swift/usr/bin/llvm-cov"
/// ```
public struct Toolchain: Sendable, Hashable {
  /// `swift` as found on `PATH`; run under this name, since the driver acts on it.
  public var swift: URL
  /// The folder of the resolved `swift` binary.
  public var binDirectory: URL
  public var llvmProfdata: URL
  public var llvmCov: URL

  /// Finds `swift` on `searchPath` (a `PATH` value) and the tools beside it.
  ///
  /// - Throws: `CoverageError.swiftNotFound`, or `.toolMissing` naming the first tool
  ///   that is not next to `swift`.
  public static func locate(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> Toolchain {
    guard let found = SwiftExecutable.find(searchPath: searchPath) else { throw CoverageError.swiftNotFound }
    let swift = URL(fileURLWithPath: found)
    let binDirectory = swift.resolvingSymlinksInPath().deletingLastPathComponent()
    func tool(_ name: String) throws -> URL {
      let url = binDirectory.appendingPathComponent(name)
      guard Program.isExecutableFile(url.path) else {
        throw CoverageError.toolMissing(tool: name, directory: binDirectory.path)
      }
      return url
    }
    return Toolchain(
      swift: swift, binDirectory: binDirectory, llvmProfdata: try tool("llvm-profdata"), llvmCov: try tool("llvm-cov"))
  }

  /// The first line of `swift --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  public func version() async throws -> String {
    let result = try await ChildProcess(.path(swift.path), arguments: ["--version"], standardError: .mergedWithOutput)
      .run()
    guard result.status == 0, let line = result.lines.first(where: { $0.contains("Swift version") }) else {
      throw CoverageError.commandFailed(
        command: "swift --version", status: result.status, detail: result.lines.first ?? "no output")
    }
    return line
  }
}
