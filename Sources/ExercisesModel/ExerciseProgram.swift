import Foundation

/// The exercises' program, `archbench-exercise`, that `archbench report` runs to measure the
/// reference solutions.
///
/// `swift build` puts every product of a package in one folder, so the program is found beside
/// the `archbench` that runs it, as the measuring program is. It is never looked up on the path:
/// a program from another checkout would run other samples.
///
/// ```swift
/// let program = ExerciseProgram()   // beside this process's executable
/// program.isBuilt
/// ```
public struct ExerciseProgram: Sendable, Hashable {
  /// The product's name in Package.swift.
  public static let name = "archbench-exercise"

  public var executable: URL

  public init(executable: URL) {
    self.executable = executable
  }

  /// The program beside `tool`, by default this process's own executable.
  public init(beside tool: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()) {
    executable = tool.deletingLastPathComponent().appendingPathComponent(Self.name)
  }

  public var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  /// How to build it where it is looked for, for a message that it is missing.
  public var buildCommand: String {
    let release = executable.path.contains("/release/") ? " -c release --scratch-path .build-release" : ""
    return "swift build\(release) --product \(Self.name)"
  }
}
