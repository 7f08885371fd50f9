import CodeMetrics
import Dependencies
import Foundation
import Rules
import Testing

@testable import Gate

/// `check --scan` checks the rules on the trees its scan parsed: the rules must find what they
/// find reading and parsing the files themselves.
@Suite("The rules on the scan's trees")
struct SharedRulesScanTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  /// What the rules find with the scan's trees and alone, and how many files came from the scan.
  static func bothWays(
    root: String, architecture: String
  ) throws -> (shared: RuleReport, alone: RuleReport, reused: Int) {
    let found = try SourceDiscovery.discover(root: root, usePackage: true)
    let (report, _, facts) = DependencyCollector.scanKeepingFacts(
      found, root: root, scanOptions: ScanOptions(roles: RoleClassifier()))
    let parsed = ScanCollector.parsed(report: report, facts: facts)
    var reused = 0
    let (shared, sharedIssues) = try RulesRunner.run(root: root, configuration: .defaults(for: architecture)) {
      let kept = parsed($0)
      if kept != nil { reused += 1 }
      return kept
    }
    let (alone, aloneIssues) = try RulesRunner.run(root: root, configuration: .defaults(for: architecture))
    #expect(sharedIssues == aloneIssues)
    return (shared, alone, reused)
  }

  @Test(
    "a sample checked against its own and another architecture's rules: the same violations, no file parsed again",
    arguments: [("MVC", "mvc"), ("MVC", "viper"), ("VIPER", "mvvm"), ("Clean", "mvp"), ("MVP", "redux")])
  func sameViolations(sample: String, architecture: String) throws {
    let root = Self.samples.appendingPathComponent(sample).path
    let (shared, alone, reused) = try Self.bothWays(root: root, architecture: architecture)
    #expect(shared == alone)
    let production = try SourceDiscovery.discover(root: root, usePackage: false).files.filter {
      $0.group == .production
    }
    #expect(reused == production.count)
  }

  @Test("a file that is not valid UTF-8 is read by the rules themselves, whose text moves its columns")
  func invalidUTF8() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shared-rules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Login"), withIntermediateDirectories: true)
    try Data("final class LoginViewController { let presenter = LoginPresenter() }\n".utf8)
      .write(to: root.appendingPathComponent("Login/LoginViewController.swift"))
    // A byte 0xFF in a string literal, before the code the rules check.
    let presenter =
      Array(#"let s = ""#.utf8) + [0xFF]
      + Array("\"; final class LoginPresenter { let router = LoginRouter(); func go() { router.present() } }\n".utf8)
    try Data(presenter).write(to: root.appendingPathComponent("Login/LoginPresenter.swift"))

    let (shared, alone, reused) = try Self.bothWays(root: root.path, architecture: "viper")
    #expect(shared == alone)
    #expect(reused == 1)
  }
}
