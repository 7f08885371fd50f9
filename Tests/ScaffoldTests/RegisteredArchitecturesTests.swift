import Foundation
import Scaffold
import Testing

@Suite("The architectures a package registers, read from its source")
struct RegisteredArchitecturesTests {
  @Test("those in Architecture.all that are defined, in its order; a new sample at once")
  func fixture() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    // `all` lists mvc and clean, which the fixture does not define: only mvvm is registered.
    #expect(RegisteredArchitectures.read(packageRoot: package.root) == [.init(id: "mvvm", name: "MVVM")])
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Hexagonal", toolkit: .uikit, like: nil))
    #expect(
      RegisteredArchitectures.read(packageRoot: package.root) == [
        .init(id: "mvvm", name: "MVVM"), .init(id: "hexagonal", name: "Hexagonal"),
      ])
  }

  @Test("archbench's own registry: the nine samples, in the order of Architecture.all")
  func archbench() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    #expect(
      RegisteredArchitectures.read(packageRoot: root).map(\.id) == [
        "mvc", "mvvm", "mvvmc", "mvvm-uikit", "mvp", "viper", "vip", "clean", "redux",
      ])
  }

  @Test("a folder without a registry registers nothing")
  func none() {
    #expect(RegisteredArchitectures.read(packageRoot: URL(fileURLWithPath: "/nonexistent")).isEmpty)
  }
}
