import CodeMetrics
import Foundation
import Testing

@Suite("Which files are counted")
struct DiscoveryTests {
  @Test func aPackageCountsOnlyItsTargetsAndKeepsTestsApart() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Demo"),
          .testTarget(name: "DemoTests", dependencies: ["Demo"]),
        ]
      )
      """)
    try folder.write("Sources/Demo/LoginViewModel.swift", "final class LoginViewModel {}\n")
    try folder.write("Tests/DemoTests/LoginViewModelTests.swift", "final class LoginViewModelTests {}\n")
    try folder.write("Old/Dead.swift", "let dead = 1\n")
    try folder.write("Sources/Dead.swift", "let dead = 1\n")

    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }

    #expect(found.discovery == .package)
    #expect(
      found.files.map(\.path) == ["Sources/Demo/LoginViewModel.swift", "Tests/DemoTests/LoginViewModelTests.swift"])
    #expect(found.files.map(\.group) == [.production, .test])
    #expect(found.files.map(\.target) == ["Demo", "DemoTests"])

    let asFolder = try SourceDiscovery.discover(root: folder.path, usePackage: false)
    #expect(asFolder.discovery == .folder)
    #expect(asFolder.files.count == 5)
  }

  @Test func includeAndExcludeGlobs() throws {
    let folder = try TemporaryFolder()
    for path in [
      "App/Login/LoginView.swift", "App/Login/LoginViewModel.swift", "App/Generated/API.swift", "Tests/ATests.swift",
    ] {
      try folder.write(path, "let a = 1\n")
    }
    let included = try SourceDiscovery.discover(
      root: folder.path, include: [GlobPattern("App/**")], exclude: [GlobPattern("Generated")])
    #expect(included.files.map(\.path) == ["App/Login/LoginView.swift", "App/Login/LoginViewModel.swift"])
    let all = try SourceDiscovery.discover(root: folder.path)
    #expect(all.files.map(\.group) == [.production, .production, .production, .test])
  }

  @Test func aSingleFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("One.swift", "// one\nlet a = 1\n")
    let report = CodeScanner.scan(try SourceDiscovery.discover(root: file.path), root: file.path)
    #expect(report.discovery == .file)
    #expect(report.files.first?.lines == LineCounts(total: 2, code: 1, comment: 1, blank: 0))
  }
}
