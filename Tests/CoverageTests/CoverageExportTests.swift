import Foundation
import Testing

@testable import Coverage

@Suite("Parsing llvm-cov exports")
struct CoverageExportTests {
  @Test func readsEveryFileOfARealSummaryExport() throws {
    let export = try CoverageExport(json: Fixtures.data("archbench-unit.export.json"))

    #expect(export.files.count == 10)
    let session = try #require(export.files.first { $0.path.hasSuffix("Samples/MVC/Sources/Models/Session.swift") })
    #expect(session.path == "/work/coverage/Samples/MVC/Sources/Models/Session.swift")
    #expect(session.summary.lines == CoverageCounts(covered: 14, total: 14))
    #expect(session.summary.functions == CoverageCounts(covered: 3, total: 3))
    #expect(session.summary.regions == CoverageCounts(covered: 4, total: 4))
    let store = try #require(export.files.first { $0.path.hasSuffix("EventStore.swift") })
    #expect(store.summary.lines == CoverageCounts(covered: 72, total: 73))
    #expect(store.summary.functions == CoverageCounts(covered: 18, total: 19))
    #expect(store.summary.regions == CoverageCounts(covered: 28, total: 29))
  }

  @Test func readsAFullExportWithFunctionsAndSegments() throws {
    let export = try CoverageExport(json: Fixtures.data("tiny-full.export.json"))

    #expect(export.files.map(\.path) == ["/tmp/failpkg/Sources/Tiny/Tiny.swift"])
    #expect(export.files[0].summary.functions == CoverageCounts(covered: 2, total: 2))
  }

  @Test func rejectsJSONThatIsNotAnExport() {
    #expect(throws: CoverageError.self) { try CoverageExport(json: Data(#"{"files": []}"#.utf8)) }
    #expect(throws: CoverageError.self) { try CoverageExport(json: Data("not json".utf8)) }
  }

  @Test func rejectsAnotherTypeOrAnUnknownVersion() {
    let otherType = #"{"type": "something.else", "version": "3.0.1", "data": []}"#
    #expect(throws: CoverageError.unreadableExport(#"its type is "something.else", not "llvm.coverage.json.export""#)) {
      try CoverageExport(json: Data(otherType.utf8))
    }
    let future = #"{"type": "llvm.coverage.json.export", "version": "9.0.0", "data": []}"#
    #expect(throws: CoverageError.unreadableExport("export format version 9.0.0 is not supported")) {
      try CoverageExport(json: Data(future.utf8))
    }
  }

  @Test func theEmptyExportHasNoFiles() throws {
    #expect(try CoverageExport(json: CoverageExport.emptyDocument).files.isEmpty)
  }

  @Test func percentagesOfNothingAreNoMeasurement() {
    #expect(CoverageCounts(covered: 0, total: 0).percent == nil)
    #expect(CoverageCounts(covered: 1, total: 4).percent == 25)
  }
}
