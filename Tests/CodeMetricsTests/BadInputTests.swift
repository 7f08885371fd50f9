import CodeMetrics
import Foundation
import Testing

/// Every kind of bad input gets a warning or an error entry, and the scan goes on.
@Suite("Bad input")
struct BadInputTests {
  func scan(_ folder: TemporaryFolder) async throws -> ScanReport {
    let path = folder.path
    return try await offThePool { CodeScanner.scan(try SourceDiscovery.discover(root: path), root: path) }
  }

  func issue(_ report: ScanReport, _ path: String) -> ScanIssue? {
    report.issues.first { $0.path == path }
  }

  @Test func aMissingPathIsFatal() {
    #expect(throws: ScanError.missingPath("/no/such/place")) {
      try SourceDiscovery.discover(root: "/no/such/place")
    }
  }

  @Test func eachBadFileIsReportedAndTheScanGoesOn() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Good.swift", "let a = 1\n")
    try folder.write("Latin1.swift", bytes: Array("let s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
    try folder.write("Binary.swift", bytes: [0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2])
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Dangling.swift", withDestinationPath: "/no/such")
    try FileManager.default.createDirectory(atPath: folder.path + "/Loop", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Loop/Again", withDestinationPath: folder.path)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Self.swift", withDestinationPath: "Self.swift")
    try folder.write("Open.swift", "let a = \"never closed\n/* and this neither\n")
    try folder.write("Nested.swift", String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000))
    let large = String(repeating: "let value = 1 // a comment\n", count: 2_000_000)
    try folder.write("Large.swift", large)

    let report = try await scan(folder)

    #expect(report.files.map(\.path) == ["Good.swift", "Large.swift", "Latin1.swift", "Nested.swift", "Open.swift"])
    #expect(issue(report, "Latin1.swift")?.kind == .invalidUTF8)
    #expect(issue(report, "Binary.swift")?.kind == .binary)
    #expect(issue(report, "Dangling.swift")?.kind == .unreadable)
    #expect(issue(report, "Loop/Again")?.kind == .symlinkLoop)
    #expect(issue(report, "Self.swift")?.kind == .symlinkLoop)
    #expect(issue(report, "Open.swift")?.kind == .unterminated)
    #expect(issue(report, "Large.swift")?.kind == .tooLarge)
    let largeFile = try #require(report.files.first { $0.path == "Large.swift" })
    #expect(largeFile.lines == LineCounts(total: 2_000_000, code: 2_000_000, comment: 0, blank: 0))
    #expect(largeFile.bytes > 50_000_000)
    #expect(report.files.first { $0.path == "Nested.swift" }?.lines.comment == 1)
    #expect(report.files.first { $0.path == "Good.swift" }?.lines.code == 1)
  }

  @Test func anUnreadableFileIsAnError() async throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Secret.swift", "let a = 1\n")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    let report = try await scan(folder)
    // Root reads any file; everyone else gets an error entry.
    if getuid() != 0 {
      #expect(issue(report, "Secret.swift")?.kind == .unreadable)
    }
    #expect(report.issues.allSatisfy { $0.path == "Secret.swift" })
  }
}
