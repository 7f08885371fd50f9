import Foundation
import SampleRegistry
import Testing

/// `archbench coverage`'s bad input, which fails before anything is built. The whole
/// measurement takes minutes, so it is run by hand (README, "Coverage and testability").
@Suite("archbench coverage, bad input")
struct CoverageCommandTests {
  /// This package's root: three folders up from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func rejectsAnUnknownArchitecture() throws {
    let result = try ArchbenchProcess.run(["coverage", "--arch", "mvc", "--arch", "nope"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let known = Architecture.all.map(\.id).joined(separator: ", ")
    #expect(result.standardError.hasPrefix("Error: Unknown architecture 'nope'. Known: \(known).\n"))
  }

  @Test func rejectsAnUnknownFormat() throws {
    let result = try ArchbenchProcess.run(["coverage", "--format", "xml"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'."))
  }

  @Test func aFolderThatIsNotAPackageIsOneLine() throws {
    let folder = FileManager.default.temporaryDirectory.path

    let result = try ArchbenchProcess.run(["coverage", "--package-path", folder])

    #expect(result.status == 64)
    #expect(result.standardError == "Error: \(folder) is not a Swift package: it has no Package.swift.\n")
  }

  @Test func aMissingToolchainToolIsOneLine() throws {
    // A `swift` with nothing beside it: the tools cannot be the toolchain's own.
    let bin = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-bin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bin) }
    let swift = bin.appendingPathComponent("swift")
    try Data("#!/bin/sh\n".utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":/usr/bin:/bin"

    let result = try ArchbenchProcess.run(
      ["coverage", "--package-path", Self.packageRoot.path], environment: environment)

    #expect(result.status == 1)
    #expect(
      result.standardError
        == "Error: llvm-profdata is not next to swift in \(bin.resolvingSymlinksInPath().path); archbench needs "
        + "the toolchain's own llvm-profdata, not another LLVM's (/usr/bin/llvm-profdata cannot read this "
        + "toolchain's profiles).\n")
  }
}
