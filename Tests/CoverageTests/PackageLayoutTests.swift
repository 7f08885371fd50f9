import Foundation
import Testing

@testable import Coverage

@Suite("Checking the package before measuring")
struct PackageLayoutTests {
  static func makePackage() throws -> URL {
    let root = try Fixtures.temporaryDirectory()
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Samples/MVC/Sources"), withIntermediateDirectories: true)
    return root
  }

  static func sample(_ directory: String) -> Sample {
    Sample(id: "mvc", name: "MVC", directory: directory, modules: ["MVC"], testModules: ["MVCTests"])
  }

  @Test func aPackageWithItsSamplesInsideIsFine() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    let layout = try PackageLayout(packagePath: root.path, samples: [Self.sample("Samples/MVC")])

    #expect(layout.root.path == root.resolvingSymlinksInPath().path)
  }

  @Test func aFolderWithoutPackageSwiftIsABadArgument() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }

    let error = #expect(throws: CoverageError.self) { try PackageLayout(packagePath: folder.path, samples: []) }

    #expect(error?.description == "\(folder.path) is not a Swift package: it has no Package.swift.")
    #expect(error == .notAPackage(path: folder.path))
  }

  @Test(arguments: ["../Elsewhere", "Samples/../../Elsewhere", "/tmp"])
  func aSampleDirectoryOutsideThePackageIsOneClearLine(directory: String) throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    let error = #expect(throws: CoverageError.self) {
      try PackageLayout(packagePath: root.path, samples: [Self.sample(directory)])
    }

    let resolved = root.resolvingSymlinksInPath().path
    #expect(error == .sampleOutsidePackage(sample: "MVC", directory: directory, packageRoot: resolved))
    #expect(error?.description.contains("\n") == false)
  }

  @Test func aSymbolicLinkOutOfThePackageIsOutside() throws {
    let root = try Self.makePackage()
    let elsewhere = try Fixtures.temporaryDirectory()
    defer { for url in [root, elsewhere] { try? FileManager.default.removeItem(at: url) } }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Samples/Linked"), withDestinationURL: elsewhere)

    #expect(throws: CoverageError.self) {
      try PackageLayout(packagePath: root.path, samples: [Self.sample("Samples/Linked")])
    }
  }

  @Test func aMissingSampleDirectoryIsOneClearLine() throws {
    let root = try Self.makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    #expect(throws: CoverageError.sampleDirectoryMissing(sample: "MVC", directory: "Samples/Gone")) {
      try PackageLayout(packagePath: root.path, samples: [Self.sample("Samples/Gone")])
    }
  }
}
