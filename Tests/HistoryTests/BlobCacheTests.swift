import CodeMetrics
import Foundation
import Git
import GitFixtures
import History
import Support
import Testing

@Suite("Blob cache")
struct BlobCacheTests {
  static func cacheFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("blob-cache-\(UUID().uuidString)/blobs.json")
  }

  @Test("blobs are measured once: again in the same run, and in a later run through the file")
  func measuresOnce() throws {
    let study = try StudyRepository()
    let repository = try Repository.open(study.path)
    let file = Self.cacheFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let first = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: file, options: ScanOptions()))
    let collector = HistoryCollector(measurer: first)
    let trend = try collector.collect(from: "main", options: .init(firstParent: false))
    // A has 3 Swift blobs, B adds 2, C 1, D 1 (LoginViewController with cancel); the rename reuses TaskModel's.
    #expect(first.measuredBlobs == 7)
    try first.cache.save()
    let second = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: file, options: ScanOptions()))
    let again = try HistoryCollector(measurer: second).collect(from: "main", options: .init(firstParent: false))
    #expect(second.measuredBlobs == 0)
    #expect(second.reusedBlobs == 7)
    #expect(again == trend)
  }

  @Test("a cache made with other scan options is not used")
  func otherOptions() throws {
    let study = try StudyRepository()
    let repository = try Repository.open(study.path)
    let file = Self.cacheFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let full = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: file, options: ScanOptions()))
    _ = try RevisionScanner(measurer: full).scan("main", path: "")
    try full.cache.save()
    let linesOnly = ScanOptions(measuresStructure: false)
    let other = BlobMeasurer(
      repository: repository, options: linesOnly, cache: BlobCache(file: file, options: linesOnly))
    let scan = try RevisionScanner(measurer: other).scan("main", path: "")
    #expect(other.measuredBlobs == 5)
    #expect(scan.report.files.allSatisfy { !$0.hasStructure })
  }

  @Test("an unreadable cache file is reported and measured past")
  func unreadable() throws {
    let study = try StudyRepository()
    let file = Self.cacheFile()
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data("{ not json".utf8).write(to: file)
    let cache = BlobCache(file: file, options: ScanOptions())
    #expect(cache.loadProblem == "\(file.path) is not a readable blob cache; measuring again")
    let measurer = BlobMeasurer(repository: try Repository.open(study.path), options: ScanOptions(), cache: cache)
    _ = try RevisionScanner(measurer: measurer).scan("v1", path: "")
    #expect(measurer.measuredBlobs == 3)
    try cache.save()
    #expect(BlobCache(file: file, options: ScanOptions()).count == 3)
  }

  @Test("one blob at two paths is measured once and classified per path")
  func samePathsDifferentRoles() throws {
    let repository = try TestRepository()
    let body = "final class LoginPresenter {}\n"
    try repository.commit(["App/LoginPresenter.swift": body, "Tests/LoginPresenter.swift": body], message: "Twice")
    let measurer = try inMemoryMeasurer(repository.path)
    let scan = try RevisionScanner(measurer: measurer).scan("main", path: "")
    #expect(measurer.measuredBlobs == 1)
    #expect(scan.report.files.map(\.role) == [.presenter, .test])
    #expect(scan.report.files.map(\.group) == [.production, .test])
  }

  @Test("a folder where the cache file goes: the save says so in words, and the folder stays")
  func folderInTheWay() throws {
    let study = try StudyRepository()
    let repository = try Repository.open(study.path)
    let file = Self.cacheFile()
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let measurer = BlobMeasurer(
      repository: repository, options: ScanOptions(), cache: BlobCache(file: file, options: ScanOptions()))
    _ = try HistoryCollector(measurer: measurer).collect(from: "main")
    #expect(throws: FileWriteError(path: file.path, reason: "it is a folder")) { try measurer.cache.save() }
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
  }
}
