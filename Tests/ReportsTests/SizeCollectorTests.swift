import CodeMetrics
import Coverage
import Foundation
import Testing

@testable import Reports

@Suite("Sizes, roles and structure")
struct SizeCollectorTests {
  /// A two-file sample on disk: one interactor with a branch, one test file.
  private func sample(in root: URL) throws -> Sample {
    let sources = root.appendingPathComponent("Samples/Tiny/Sources/Login")
    let tests = root.appendingPathComponent("Samples/Tiny/Tests")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data(
      """
      /// Logs in.
      protocol LoginInteracting {}

      final class LoginInteractor: LoginInteracting {
        // Why: the backend rejects empty names.
        func login(name: String) -> Bool {
          if name.isEmpty || name == " " { return false }
          return true
        }
      }

      """.utf8
    ).write(to: sources.appendingPathComponent("LoginInteractor.swift"))
    try Data("import Testing\n\n@Test func a() {}\n".utf8).write(to: tests.appendingPathComponent("LoginTests.swift"))
    return Sample(id: "tiny", name: "Tiny", directory: "Samples/Tiny", modules: ["Tiny"], testModules: ["TinyTests"])
  }

  @Test("production and test code are measured apart, as archbench scan measures them")
  func sizes() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let metrics = try SizeCollector(packageRoot: root).measure(try sample(in: root), coverage: nil)
    #expect(metrics.production == SizeFigures(files: 1, codeLines: 7, commentLines: 2, blankLines: 1, folders: 2))
    #expect(metrics.tests == SizeFigures(files: 1, codeLines: 2, commentLines: 0, blankLines: 1, folders: 1))
    #expect(metrics.production.physicalLines == 10)
    #expect(metrics.roles == [RoleSize(role: "Interactor", files: 1, lines: 7)])
    #expect(
      metrics.structure == StructureFigures(types: 1, protocols: 1, functions: 1, meanComplexity: 3, maxComplexity: 3))
  }

  @Test("folders are the distinct folders on the files' paths, the top one included")
  func folders() {
    #expect(
      SizeCollector.folders(holding: [
        "Sources/Login/LoginView.swift", "Sources/Login/LoginViewModel.swift", "Sources/App/Deep/App.swift",
        "Sources/Root.swift",
      ]) == 4)
    #expect(SizeCollector.folders(holding: []) == 0)
  }

  @Test("an unreadable sample file stops the report with its path")
  func unreadable() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let tiny = try sample(in: root)
    try Data([0x73, 0x00, 0x74]).write(to: root.appendingPathComponent("Samples/Tiny/Sources/Broken.swift"))
    #expect {
      try SizeCollector(packageRoot: root).measure(tiny, coverage: nil)
    } throws: { error in
      "\(error)" == "cannot measure Samples/Tiny/Sources/Broken.swift: binary file (contains NUL bytes), skipped"
    }
  }
}
