import ExercisesModel
import Foundation
import Testing

@testable import Reports

@Suite("Extensibility phase")
struct ExtensibilityPhaseTests {
  /// A package with one Swift file, so that the cache key has an input.
  private func package() throws -> URL {
    let root = try Fixtures.temporaryDirectory()
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    return root
  }

  /// Records the phase's progress lines.
  private final class Lines {
    var lines: [String] = []
  }

  @Test("a program that is not built: the table is skipped with the command that builds it")
  func notBuilt() async throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let lines = Lines()
    let program = ExerciseProgram(executable: root.appendingPathComponent(".build-release/release/archbench-exercise"))
    let report = await ExtensibilityPhase(packageRoot: root, program: program, fresh: false) { lines.lines.append($0) }
      .run()
    #expect(report == nil)
    #expect(
      lines.lines == [
        "  extensibility not measured: \(program.executable.path) is not built; build it with "
          + "`swift build -c release --scratch-path .build-release --product archbench-exercise`"
      ])
  }

  @Test("a program that fails: the table is skipped with its exit status")
  func failure() async throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let lines = Lines()
    let phase = ExtensibilityPhase(
      packageRoot: root, program: ExerciseProgram(executable: URL(fileURLWithPath: "/bin/false")), fresh: false
    ) { lines.lines.append($0) }
    #expect(await phase.run() == nil)
    #expect(lines.lines == ["  extensibility not measured: archbench-exercise exited 1"])
    // The request it was handed: a measure of every exercise in the package, into the partial file.
    let request = try JSONDecoder().decode(
      ExerciseRequest.self, from: Data(contentsOf: phase.directory.appendingPathComponent("extensibility.request.json"))
    )
    #expect(
      request
        == ExerciseRequest(
          .measure(
            exercise: nil, packagePath: root.path,
            output: phase.directory.appendingPathComponent("extensibility.partial.json").path)))
  }
}
