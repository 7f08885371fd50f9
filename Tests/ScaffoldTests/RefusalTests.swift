import Foundation
import Testing

@testable import Scaffold

@Suite("archbench new: refusals leave the package as it was")
struct RefusalTests {
  @Test(
    "names that are not a capitalised Swift identifier, or name a toolchain module",
    arguments: ["hexagonal", "Hex-agonal", "Hex agonal", "", "Ünicode", "1Hex", "Foundation", "Testing"])
  func invalidName(_ name: String) throws {
    try expectRefusal(name: name, toolkit: .swiftui, like: nil, error: .invalidName(name))
  }

  @Test("a registered architecture's name, in any case")
  func registered() throws {
    try expectRefusal(
      name: "Mvvm", toolkit: .swiftui, like: nil,
      error: .nameTaken("Mvvm", by: "Sources/SampleRegistry already uses 'mvvm'"))
  }

  @Test("a target's name")
  func target() throws {
    try expectRefusal(
      name: "ServiceKit", toolkit: .swiftui, like: nil,
      error: .nameTaken("ServiceKit", by: "Package.swift already has a target or product named ServiceKit"))
  }

  @Test("the test target a listed sample gets by interpolation")
  func sampleTestTarget() throws {
    try expectRefusal(
      name: "MVCTests", toolkit: .uikit, like: nil,
      error: .nameTaken("MVCTests", by: "Package.swift already has a target or product named MVCTests"))
  }

  @Test("a folder in Samples/ that nothing registers")
  func folder() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    try package.write("Samples/Onion/notes.txt", "started by hand\n")
    let before = try snapshot(package)
    #expect(throws: ScaffoldError.nameTaken("Onion", by: "Samples/Onion exists")) {
      try Scaffolder(packageRoot: package.root).plan(name: "Onion", toolkit: .uikit, like: nil)
    }
    #expect(try snapshot(package) == before)
  }

  @Test("no toolkit and no sibling")
  func missingToolkit() throws {
    try expectRefusal(name: "Hexagonal", toolkit: nil, like: nil, error: .missingToolkit)
  }

  @Test("--like a sample of several modules")
  func likeClean() throws {
    let clean = Scaffolder.Sibling(id: "clean", directory: "Samples/Clean", modules: ["CleanDomain", "Clean"])
    try expectRefusal(
      name: "Hexagonal", toolkit: nil, like: clean,
      error: .unknownSibling(
        "clean", reason: "--like takes a sample of one module listed in singleModuleSamples"))
  }

  @Test("--like a sample written in the other toolkit")
  func likeOtherToolkit() throws {
    let mvvm = Scaffolder.Sibling(id: "mvvm", directory: "Samples/MVVM", modules: ["MVVM"])
    try expectRefusal(
      name: "Hexagonal", toolkit: .uikit, like: mvvm,
      error: .unknownSibling("mvvm", reason: "it is written in swiftui, not uikit"))
  }

  @Test("a manifest without the sample list")
  func foreignManifest() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    try package.write("Package.swift", "let package = Package(name: \"other\")\n")
    #expect(
      throws: ScaffoldError.unexpectedPackage(
        path: package.root.appendingPathComponent("Package.swift").path,
        reason: "it has no `singleModuleSamples` array of (name, toolkit) pairs")
    ) {
      try Scaffolder(packageRoot: package.root).plan(name: "Hexagonal", toolkit: .uikit, like: nil)
    }
  }

  @Test("errors are one line naming the input")
  func messages() {
    #expect(
      ScaffoldError.invalidName("hex").description
        == "Invalid name 'hex': a sample's name is a Swift type name: a capital letter, then letters and digits "
        + "(e.g. Hexagonal).")
    #expect(
      ScaffoldError.nameTaken("MVVM", by: "Samples/MVVM exists").description
        == "The name 'MVVM' is taken: Samples/MVVM exists.")
  }

  private func expectRefusal(
    name: String, toolkit: Toolkit?, like: Scaffolder.Sibling?, error: ScaffoldError
  ) throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let before = try snapshot(package)
    #expect(throws: error) {
      try Scaffolder(packageRoot: package.root).plan(name: name, toolkit: toolkit, like: like)
    }
    #expect(try snapshot(package) == before)
  }

  private func snapshot(_ package: PackageFixture) throws -> [String: String] {
    Dictionary(uniqueKeysWithValues: try package.files().map { ($0, try package.read($0)) })
  }
}
