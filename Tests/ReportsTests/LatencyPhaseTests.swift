import Foundation
import LatencyModel
import Testing

@testable import Reports

@Suite("Latency phase")
struct LatencyPhaseTests {
  /// A package with one Swift file, so that the cache key has an input.
  private func package() throws -> URL {
    let root = try Fixtures.temporaryDirectory()
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    return root
  }

  @Test("a failing benchmark fails the phase with its exit status")
  func failure() async throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let phase = LatencyPhase(
      packageRoot: root, executable: URL(fileURLWithPath: "/bin/false"), fresh: false, progress: { _ in })
    await #expect {
      try await phase.run()
    } throws: { error in
      "\(error)" == "the latency phase failed (exit status 1); Reports/ is unchanged"
    }
  }

  @Test("a cached run is reused while no input changed, and measured again after a change or with fresh")
  func cache() async throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    // /bin/false would fail any real run: only the cache can answer.
    let phase = LatencyPhase(
      packageRoot: root, executable: URL(fileURLWithPath: "/bin/false"), fresh: false, progress: { _ in })
    let key = try phase.key()
    try FileManager.default.createDirectory(at: phase.directory, withIntermediateDirectories: true)
    try Data(key.utf8).write(to: phase.keyURL)
    try Fixtures.latency().json().write(to: phase.resultURL)

    #expect(try await phase.run() == Fixtures.latency())

    var fresh = phase
    fresh.fresh = true
    await #expect(throws: ReportError.self) { try await fresh.run() }

    try Data(key.utf8).write(to: phase.keyURL)
    try Fixtures.latency().json().write(to: phase.resultURL)
    try Data("// changed\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    await #expect(throws: ReportError.self) { try await phase.run() }
  }
}
