import Foundation

/// The measuring program, `archbench-measure`: the one process that links what is measured.
///
/// `swift build` puts every product of a package in one folder, so the program is found
/// beside the `archbench` that runs it. It is never looked up on the path: a program from
/// another checkout would measure other samples.
///
/// ```swift
/// let program = MeasuringProgram()   // beside this process's executable
/// try program.checkBuilt()           // one line naming the build command when it is missing
/// ```
public struct MeasuringProgram: Sendable, Hashable {
  /// The product's name in Package.swift.
  public static let name = "archbench-measure"

  public var executable: URL

  public init(executable: URL) {
    self.executable = executable
  }

  /// The program beside `tool`, by default this process's own executable.
  public init(beside tool: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()) {
    executable = tool.deletingLastPathComponent().appendingPathComponent(Self.name)
  }

  /// Throws unless the program is built.
  public func checkBuilt() throws(MeasuringProgramError) {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MeasuringProgramError(path: executable.path)
    }
  }
}

/// The measuring program is not built where `archbench` looks for it.
public struct MeasuringProgramError: Error, Equatable, CustomStringConvertible {
  public var path: String

  public var description: String {
    let release = path.contains("/release/") ? " -c release --scratch-path .build-release" : ""
    return "the measuring program \(path) is not built; build it with "
      + "`swift build\(release) --product \(MeasuringProgram.name)`"
  }
}
