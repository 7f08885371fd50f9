import Foundation
import Testing

@testable import Scaffold

/// `new` edits the one declaration the compiler uses: never one inside `#if`, never the first of
/// several, and it refuses in one line rather than guess.
@Suite("archbench new: which declaration of the lists it edits")
struct DeclarationTests {
  static let samples = """
    let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
      ("MVC", "HeadlessUIKit"),
    ]
    """

  @Test(
    "a list declared inside #if, twice, or in a function is refused, naming the file and the line",
    arguments: [
      (
        "#if false\nlet singleModuleSamples: [(name: String, ui: Target.Dependency)] = [\n  (\"Old\", \"HeadlessUIKit\"),\n]\n#endif\n\(samples)\n",
        "`singleModuleSamples` is declared inside `#if` (line 2), and new edits only one declaration outside any"
      ),
      (
        "#if canImport(Foundation)\n\(samples)\n#endif\n",
        "`singleModuleSamples` is declared inside `#if` (line 2), and new edits only one declaration outside any"
      ),
      (
        "\(samples)\n\(samples)\n",
        "`singleModuleSamples` is declared 2 times (lines 1, 4), and new edits only one"
      ),
      (
        "func samples() {\n  \(samples)\n}\n",
        "`singleModuleSamples` (line 2) is local to a function or closure, and new edits only a declaration at the "
          + "top level or in a type"
      ),
    ])
  func refused(_ manifest: String, _ reason: String) throws {
    let package = try PackageFixture()
    defer { package.remove() }
    try package.write("Package.swift", manifest)
    #expect(
      throws: ScaffoldError.unexpectedPackage(
        path: package.root.appendingPathComponent("Package.swift").path, reason: reason)
    ) {
      try Scaffolder(packageRoot: package.root).plan(name: "Hexagonal", toolkit: .uikit, like: nil)
    }
  }

  @Test("Architecture.all inside #if is refused, naming the registry's file")
  func allInsideIf() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    try package.write(
      "Sources/SampleRegistry/Architecture+All.swift",
      "extension Architecture {\n#if DEBUG\n  public static let all: [Architecture] = [.mvc]\n#endif\n}\n")
    #expect(
      throws: ScaffoldError.unexpectedPackage(
        path: package.root.appendingPathComponent("Sources/SampleRegistry/Architecture+All.swift").path,
        reason: "`all` is declared inside `#if` (line 3), and new edits only one declaration outside any")
    ) {
      try Scaffolder(packageRoot: package.root).plan(name: "Hexagonal", toolkit: .uikit, like: nil)
    }
  }

  @Test("the list's name in a comment or a string before it is not a declaration: the real one is edited")
  func commentsAndStrings() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let manifest =
      "// let singleModuleSamples = [(\"Old\", \"HeadlessUIKit\")]\n"
      + "let note = \"let singleModuleSamples = [(\\\"Old\\\", \\\"HeadlessUIKit\\\")]\"\n"
      + PackageFixture.manifest
    try package.write("Package.swift", manifest)
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Hexagonal", toolkit: .uikit, like: nil))
    #expect(
      try package.read("Package.swift")
        == manifest.replacingOccurrences(
          of: "  (\"MVVM\", \"HeadlessSwiftUI\"),\n",
          with: "  (\"MVVM\", \"HeadlessSwiftUI\"),\n  (\"Hexagonal\", \"HeadlessUIKit\"),\n"))
  }
}
