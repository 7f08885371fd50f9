import Foundation
import Testing

@testable import Scaffold

@Suite("archbench new: the files and edits")
struct ScaffolderTests {
  @Test("a SwiftUI skeleton: its folder, its registration, and one line in each list")
  func swiftUISkeleton() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let plan = try scaffolder.plan(name: "Hexagonal", toolkit: .swiftui, like: nil)
    try scaffolder.apply(plan)

    #expect(
      plan.created == [
        "Samples/Hexagonal/README.md", "Samples/Hexagonal/Sources/App/HexagonalApp.swift",
        "Samples/Hexagonal/Sources/Login/LoginView.swift", "Samples/Hexagonal/Tests/App/HexagonalAppTests.swift",
        "Sources/SampleRegistry/Architecture+Hexagonal.swift",
      ])
    #expect(plan.edited == ["Package.swift", "Sources/SampleRegistry/Architecture+All.swift"])
    #expect(package.files().filter { $0.contains("Hexagonal") } == plan.created)
    #expect(
      try package.read("Package.swift")
        == PackageFixture.manifest.replacingOccurrences(
          of: "  (\"MVVM\", \"HeadlessSwiftUI\"),\n",
          with: "  (\"MVVM\", \"HeadlessSwiftUI\"),\n  (\"Hexagonal\", \"HeadlessSwiftUI\"),\n"))
    #expect(
      try package.read("Sources/SampleRegistry/Architecture+All.swift")
        == PackageFixture.all.replacingOccurrences(of: ".clean,", with: ".clean, .hexagonal,"))
    #expect(
      try package.read("Sources/SampleRegistry/Architecture+Hexagonal.swift") == """
        import Hexagonal

        extension Architecture {
          public static let hexagonal = Architecture(
            id: "hexagonal", name: "Hexagonal", directory: "Samples/Hexagonal", modules: ["Hexagonal"],
            testModules: ["HexagonalTests"], uiStyle: .declarative,
            launch: { HexagonalApp.launch(in: $0, backend: $1, storage: $2) })
        }

        """)
    let login = try package.read("Samples/Hexagonal/Sources/Login/LoginView.swift")
    for identifier in ["\"username\"", "\"password\"", "\"logIn\"", "\"Username\"", "\"Password\"", "\"Log in\""] {
      #expect(login.contains(identifier))
    }
    #expect(
      try package.read("Samples/Hexagonal/Sources/App/HexagonalApp.swift").contains("application.run(LoginView())"))
  }

  @Test("a UIKit skeleton has a login view controller and is registered as imperative")
  func uikitSkeleton() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    try scaffolder.apply(try scaffolder.plan(name: "Ports2", toolkit: .uikit, like: nil))

    #expect(
      try package.read("Package.swift").contains(
        "  (\"MVVM\", \"HeadlessSwiftUI\"),\n  (\"Ports2\", \"HeadlessUIKit\"),\n"))
    #expect(try package.read("Sources/SampleRegistry/Architecture+Ports2.swift").contains("uiStyle: .imperative"))
    let login = try package.read("Samples/Ports2/Sources/Login/LoginViewController.swift")
    #expect(login.contains("final class LoginViewController: ViewController"))
    #expect(login.contains("passwordField.isSecureTextEntry = true"))
  }

  @Test("every README has the sections every sample's README has")
  func readmeSections() throws {
    let text = ReadmeSkeleton(name: try SampleName("Hexagonal"), toolkit: .swiftui, sibling: nil).text
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headings == ["## Roles", "## Data flow", "## Screens", "## Tests", "## Trade-offs", "## Read more"])
    #expect(text.contains("swift run archbench conformance --arch hexagonal"))
  }

  @Test("--like copies the sibling, renames its module's imports and entry type, and keeps the rest")
  func likeSibling() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let mvvm = Scaffolder.Sibling(id: "mvvm", directory: "Samples/MVVM", modules: ["MVVM"])
    let plan = try scaffolder.plan(name: "Hexagonal", toolkit: nil, like: mvvm)
    try scaffolder.apply(plan)

    #expect(plan.toolkit == .swiftui)
    #expect(
      try package.read("Samples/Hexagonal/Sources/App/HexagonalApp.swift") == """
        import HeadlessSwiftUI

        /// The entry point of MVVMApp.
        public enum HexagonalApp {
          static let title = "MVVMApp"
        }

        """)
    #expect(
      try package.read("Samples/Hexagonal/Tests/App/HexagonalAppTests.swift") == """
        @testable import Hexagonal
        import Testing

        struct MVVMAppTests {
          @Test func title() { #expect(HexagonalApp.title == "MVVMApp") }
        }

        """)
    let readme = try package.read("Samples/Hexagonal/README.md")
    #expect(readme.contains("Started from [`Samples/MVVM`](../MVVM/README.md)"))
    #expect(
      readme.split(separator: "\n").filter { $0.hasPrefix("## ") }
        == ["## Roles", "## Tests", "## How the siblings differ"])
  }

  @Test("--like a sample with libraries gives the new sample the same libraries")
  func likeLibraries() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let mvc = Scaffolder.Sibling(id: "mvc", directory: "Samples/MVC", modules: ["MVC"])
    try scaffolder.apply(try scaffolder.plan(name: "Ports", toolkit: .uikit, like: mvc))

    #expect(
      try package.read("Package.swift").contains(
        """
          "MVC": [.product(name: "OpenCombine", package: "OpenCombine")],
          "Ports": [.product(name: "OpenCombine", package: "OpenCombine")],
        ]
        """))
  }
}
