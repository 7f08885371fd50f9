import Foundation
import Testing

@testable import Coverage

@Suite("The cache key")
struct InputKeyTests {
  static let selections = [TestSelection(name: "unit", modules: ["MVCTests"])]

  /// A package with a manifest, a source and a build folder.
  static func makePackage() throws -> URL {
    let root = try Fixtures.temporaryDirectory()
    try write("// swift-tools-version: 6.1\n", to: root, "Package.swift")
    try write("struct A {}\n", to: root, "Samples/MVC/Sources/A.swift")
    try write("build product\n", to: root, ".build-coverage/debug/Generated.swift")
    try write("# notes\n", to: root, "Samples/MVC/README.md")
    return root
  }

  static func write(_ text: String, to root: URL, _ path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func key(
    _ root: URL, toolchain: String = "Swift version 6.3.1", selections: [TestSelection] = selections
  )
    throws -> String
  {
    try InputKey.compute(packageRoot: root, toolchainVersion: toolchain, selections: selections)
  }

  @Test func theSameInputsGiveTheSameKey() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    #expect(try Self.key(root) == Self.key(root))
    #expect(try Self.key(root).count == 40)
  }

  @Test func anyChangedSwiftFileChangesTheKey() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.key(root)

    try Self.write("struct A { var b = 1 }\n", to: root, "Samples/MVC/Sources/A.swift")
    let edited = try Self.key(root)
    try Self.write("// swift-tools-version: 6.2\n", to: root, "Package.swift")
    let manifest = try Self.key(root)
    try Self.write("struct C {}\n", to: root, "Tests/CTests/C.swift")

    #expect(Set([before, edited, manifest, try Self.key(root)]).count == 4)
  }

  @Test func aRenamedFileChangesTheKey() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.key(root)

    try FileManager.default.moveItem(
      at: root.appendingPathComponent("Samples/MVC/Sources/A.swift"),
      to: root.appendingPathComponent("Samples/MVC/Sources/B.swift"))

    #expect(try Self.key(root) != before)
  }

  @Test func anotherToolchainOrSelectionChangesTheKey() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    let base = try Self.key(root)
    #expect(try Self.key(root, toolchain: "Swift version 6.3.2") != base)
    #expect(try Self.key(root, selections: [TestSelection(name: "unit", modules: ["MVCTests", "MVPTests"])]) != base)
  }

  @Test func buildFoldersAndOtherFilesDoNotChangeTheKey() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.key(root)

    try Self.write("changed\n", to: root, ".build-coverage/debug/Generated.swift")
    try Self.write("# other notes\n", to: root, "Samples/MVC/README.md")

    #expect(try Self.key(root) == before)
  }
}

@Suite("The measurement cache")
struct CoverageCacheTests {
  static let unit = TestSelection(name: "unit", modules: ["MVCTests"])
  static let conformance = TestSelection(name: "conformance", modules: ["ConformanceTests"])

  static func save(in root: URL, key: String) throws -> CoverageCache {
    let cache = CoverageCache(packageRoot: root)
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try Fixtures.data("archbench-unit.export.json").write(to: cache.exportURL(for: unit))
    try CoverageExport.emptyDocument.write(to: cache.exportURL(for: conformance))
    let run = TestRunSummary(
      selection: "unit", modules: ["MVCTests": TestTally(tests: 3, cases: 4, skipped: 0)], failures: [])
    try cache.save(
      Measurements(
        inputKey: key, toolchain: "Swift version 6.3.1", measuredAt: Date(timeIntervalSince1970: 1_800_000_000),
        unitRun: run, conformanceRun: TestRunSummary(selection: "conformance", modules: [:], failures: []),
        unitExport: try CoverageExport(json: Fixtures.data("archbench-unit.export.json")),
        conformanceExport: try CoverageExport(json: CoverageExport.emptyDocument)))
    return cache
  }

  @Test func aMatchingKeyReusesTheMeasurement() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try Self.save(in: root, key: "abc")

    let cached = try #require(cache.load(key: "abc", unit: Self.unit, conformance: Self.conformance))

    #expect(cached.unitRun.total == TestTally(tests: 3, cases: 4, skipped: 0))
    #expect(cached.unitExport.files.count == 10)
    #expect(cached.measuredAt == Date(timeIntervalSince1970: 1_800_000_000))
    #expect(cache.directory.path == root.appendingPathComponent(".build-coverage/archbench").path)
  }

  @Test func anotherKeyIsNeverReused() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try Self.save(in: root, key: "abc")

    #expect(cache.load(key: "abd", unit: Self.unit, conformance: Self.conformance) == nil)
  }

  @Test func aMissingExportIsNoCache() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try Self.save(in: root, key: "abc")

    try FileManager.default.removeItem(at: cache.exportURL(for: Self.conformance))

    #expect(cache.load(key: "abc", unit: Self.unit, conformance: Self.conformance) == nil)
  }

  @Test func invalidatingForgetsTheMeasurementAndTheReport() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = try Self.save(in: root, key: "abc")
    let report = CoverageReport.defaultLocation(packageRoot: root)
    try Data("{}".utf8).write(to: report)

    try cache.invalidate(reportAt: report)

    #expect(cache.load(key: "abc", unit: Self.unit, conformance: Self.conformance) == nil)
    #expect(!FileManager.default.fileExists(atPath: report.path))
  }
}
