import Foundation
import Testing

@testable import Coverage

@Suite("Finding the toolchain's own LLVM tools")
struct ToolchainTests {
  /// A folder with an executable file for each name.
  static func makeBin(_ names: [String]) throws -> URL {
    let bin = try Fixtures.temporaryDirectory()
    for name in names {
      let url = bin.appendingPathComponent(name)
      try Data("#!/bin/sh\n".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    return bin
  }

  @Test func findsTheToolsNextToTheSwiftThatRuns() async throws {
    let toolchain = try Toolchain.locate()

    #expect(toolchain.llvmCov.deletingLastPathComponent() == toolchain.binDirectory)
    #expect(toolchain.llvmProfdata.lastPathComponent == "llvm-profdata")
    #expect(toolchain.llvmCov.path != "/usr/bin/llvm-cov")
    #expect(try await toolchain.version().hasPrefix("Swift version "))
  }

  @Test func followsASymbolicLinkToTheRealToolchain() throws {
    let real = try Self.makeBin(["swift", "llvm-profdata", "llvm-cov"])
    let linked = try Fixtures.temporaryDirectory()
    defer { for url in [real, linked] { try? FileManager.default.removeItem(at: url) } }
    try FileManager.default.createSymbolicLink(
      at: linked.appendingPathComponent("swift"), withDestinationURL: real.appendingPathComponent("swift"))

    let toolchain = try Toolchain.locate(searchPath: "/nonexistent:\(linked.path)")

    #expect(toolchain.swift.path == linked.appendingPathComponent("swift").path)
    #expect(toolchain.llvmCov.path == real.resolvingSymlinksInPath().appendingPathComponent("llvm-cov").path)
  }

  @Test func aMissingToolIsOneClearLine() throws {
    let bin = try Self.makeBin(["swift", "llvm-profdata"])
    defer { try? FileManager.default.removeItem(at: bin) }

    let error = #expect(throws: CoverageError.self) { try Toolchain.locate(searchPath: bin.path) }

    let directory = bin.resolvingSymlinksInPath().path
    #expect(error == .toolMissing(tool: "llvm-cov", directory: directory))
    #expect(
      error?.description
        == "llvm-cov is not next to swift in \(directory); archbench needs the toolchain's own llvm-cov, "
        + "not another LLVM's (/usr/bin/llvm-cov cannot read this toolchain's profiles).")
  }

  @Test func noSwiftOnThePathIsOneClearLine() throws {
    let bin = try Self.makeBin(["llvm-cov"])
    defer { try? FileManager.default.removeItem(at: bin) }

    let error = #expect(throws: CoverageError.self) { try Toolchain.locate(searchPath: bin.path) }

    #expect(error == .swiftNotFound)
    #expect(error?.description.contains("\n") == false)
  }
}

@Suite("Merging profiles with the toolchain's llvm-profdata")
struct ProfileExporterTests {
  /// A raw profile header as the instrumented runtime writes it, with another format version.
  static func profileFromAnotherToolchain() -> Data {
    var bytes: [UInt8] = [0x81, 0x72, 0x66, 0x6f, 0x72, 0x70, 0x6c, 0xff]  // the 64-bit raw profile magic
    bytes += [99, 0, 0, 0, 0, 0, 0, 0]  // format version 99: no LLVM writes that yet
    bytes += [UInt8](repeating: 0, count: 112)
    return Data(bytes)
  }

  @Test func aProfileFromAnotherToolchainVersionIsOneClearLine() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let profile = directory.appendingPathComponent("unit-1-2.profraw")
    try Self.profileFromAnotherToolchain().write(to: profile)
    let exporter = ProfileExporter(toolchain: try Toolchain.locate())

    let error = await #expect(throws: CoverageError.self) {
      try await exporter.merge([profile], into: directory.appendingPathComponent("unit.profdata"))
    }

    guard case .unreadableProfile(let detail) = error else {
      Issue.record("expected an unreadable profile, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("unit-1-2.profraw"))
    #expect(detail.contains("version"))
    #expect(error?.description.contains("\n") == false)
    #expect(error?.description.hasSuffix("A profile from another toolchain version? Run again with --fresh.") == true)
  }

  @Test func theFirstFileSpecificProblemIsTheOneReported() {
    let lines = [
      "warning: a.profraw: raw profile version mismatch: Profile uses raw profile format version = 99; expected version = 10",
      "PLEASE update this tool to version in the raw profile, or regenerate raw profile with expected version.",
      "error: no profile can be merged",
    ]

    #expect(
      ProfileExporter.firstProblem(in: lines)
        == "a.profraw: raw profile version mismatch: Profile uses raw profile format version = 99; expected version = 10"
    )
    #expect(ProfileExporter.firstProblem(in: ["error: no profile can be merged"]) == "no profile can be merged")
  }
}
