import Foundation
import Testing

@testable import Scaffold

/// What the files `new` rewrites keep: a symbolic link stays a link, line endings stay as they
/// were, and so do permission bits.
@Suite("archbench new: the edited files keep their links, line endings and permissions")
struct FileKeepingTests {
  @Test("a Package.swift that links to a file outside the package: the target is edited, the link stays")
  func symbolicLink() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let shared = package.root.deletingLastPathComponent().appendingPathComponent("shared-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: shared) }
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let target = shared.appendingPathComponent("Package.swift")
    try FileManager.default.moveItem(at: package.root.appendingPathComponent("Package.swift"), to: target)
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent("Package.swift").path, withDestinationPath: target.path)
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Hexagonal", toolkit: .uikit, like: nil))

    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: package.root.appendingPathComponent("Package.swift").path)
        == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("(\"Hexagonal\", \"HeadlessUIKit\"),"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == ["Package.swift"])
  }

  @Test("a file with Windows line endings gets the new line with one too")
  func crlf() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let manifest = PackageFixture.manifest.replacingOccurrences(of: "\n", with: "\r\n")
    let all = PackageFixture.all.replacingOccurrences(of: ".mvc, .mvvm, .clean,", with: ".mvc,\n    .mvvm,")
      .replacingOccurrences(of: "\n", with: "\r\n")
    try package.write("Package.swift", manifest)
    try package.write("Sources/SampleRegistry/Architecture+All.swift", all)
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Hexagonal", toolkit: .uikit, like: nil))

    #expect(
      try package.read("Package.swift")
        == manifest.replacingOccurrences(
          of: "  (\"MVVM\", \"HeadlessSwiftUI\"),\r\n",
          with: "  (\"MVVM\", \"HeadlessSwiftUI\"),\r\n  (\"Hexagonal\", \"HeadlessUIKit\"),\r\n"))
    #expect(
      try package.read("Sources/SampleRegistry/Architecture+All.swift")
        == all.replacingOccurrences(of: "    .mvvm,\r\n", with: "    .mvvm,\r\n    .hexagonal,\r\n"))
  }

  @Test("files readable by their owner only stay so; a new file is made as usual")
  func permissions() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    for path in ["Package.swift", "Sources/SampleRegistry/Architecture+All.swift"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: package.root.appendingPathComponent(path).path)
    }
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Hexagonal", toolkit: .uikit, like: nil))

    func mode(_ path: String) throws -> Int {
      try FileManager.default.attributesOfItem(atPath: package.root.appendingPathComponent(path).path)[
        .posixPermissions] as? Int ?? -1
    }
    #expect(try mode("Package.swift") == 0o600)
    #expect(try mode("Sources/SampleRegistry/Architecture+All.swift") == 0o600)
    #expect(try mode("Sources/SampleRegistry/Architecture+Hexagonal.swift") & 0o600 == 0o600)
  }
}
