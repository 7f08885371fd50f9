import ChildProcess
import Foundation
import Testing

@testable import Reports

/// The one way the report's child phases key, reuse, start and keep their results.
@Suite("Child phase")
struct ChildPhaseTests {
  /// A start that writes `text` as the result, as a child would.
  static func writing(_ text: String) -> (URL, URL) async throws -> Void {
    { _, output in try Data(text.utf8).write(to: output) }
  }

  static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test("a run keeps its result under its key; the key reads it back, another key or fresh does not")
  func keeps() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let phase = ChildPhase(name: "latency", directory: folder.appendingPathComponent("report"), fresh: false)

    #expect(phase.cached(key: "k1", Self.read) == nil)
    #expect(try await phase.run(key: "k1", start: Self.writing("one"), read: Self.read) == "one")
    #expect(try Self.read(phase.keyURL) == "k1")
    #expect(try Self.read(phase.resultURL) == "one")
    #expect(!FileManager.default.fileExists(atPath: phase.partialURL.path))
    #expect(phase.cached(key: "k1", Self.read) == "one")
    #expect(phase.cached(key: "k2", Self.read) == nil)
    #expect(phase.cached(key: nil, Self.read) == nil)
    var fresh = phase
    fresh.fresh = true
    #expect(fresh.cached(key: "k1", Self.read) == nil)

    // A second run replaces the result and the key.
    #expect(try await phase.run(key: "k2", start: Self.writing("two"), read: Self.read) == "two")
    #expect(phase.cached(key: "k2", Self.read) == "two")
  }

  @Test("a run that fails leaves no key, so the old result is never read as the new one's")
  func failureDropsTheKey() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let phase = ChildPhase(name: "instructions", directory: folder, fresh: false)
    _ = try await phase.run(key: "k1", start: Self.writing("one"), read: Self.read)

    await #expect(throws: ReportError.phaseFailed(phase: "instructions", status: 1)) {
      try await phase.run(
        key: "k2", start: { _, _ in throw ReportError.phaseFailed(phase: "instructions", status: 1) }, read: Self.read)
    }
    #expect(!FileManager.default.fileExists(atPath: phase.keyURL.path))
    #expect(phase.cached(key: "k1", Self.read) == nil)
  }

  @Test("without a key nothing is kept: the request and the result go to a temporary folder, removed after")
  func withoutAKey() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let phase = ChildPhase(name: "instructions", directory: folder.appendingPathComponent("report"), fresh: false)
    var used: [URL] = []
    let result = try await phase.run(
      key: nil,
      start: { request, output in
        used = [request, output]
        try Data("counts".utf8).write(to: output)
      }, read: Self.read)

    #expect(result == "counts")
    #expect(used.map(\.lastPathComponent) == ["instructions.request.json", "instructions.json"])
    #expect(used[0].deletingLastPathComponent() != phase.directory)
    #expect(!FileManager.default.fileExists(atPath: used[0].deletingLastPathComponent().path))
    #expect(!FileManager.default.fileExists(atPath: phase.directory.path))
  }

  @Test("a child started with a request: the request file is written, a status not accepted fails the phase")
  func start() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let request = folder.appendingPathComponent("x.request.json")
    await #expect(throws: ReportError.phaseFailed(phase: "x", status: 1)) {
      try await ChildPhase.start(
        URL(fileURLWithPath: "/bin/false"), request: ["a": 1], requestFile: request, workingDirectory: folder.path,
        phase: "x")
    }
    #expect(try Self.read(request).contains("\"a\""))
    try await ChildPhase.start(
      URL(fileURLWithPath: "/bin/false"), request: ["a": 1], requestFile: request, workingDirectory: folder.path,
      phase: "x", accepting: { $0.termination == .exited(1) })
  }
}
