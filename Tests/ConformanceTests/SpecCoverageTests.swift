import Foundation
import Testing

/// Keeps SPEC.md and the suite in step: every scenario SPEC.md names exists, and every scenario is named there.
@Suite("SPEC.md coverage")
struct SpecCoverageTests {
  static let testsFolder = URL(filePath: #filePath).deletingLastPathComponent()
  static let spec = testsFolder.appending(path: "../../Samples/SPEC.md").standardized

  @Test func specAndSuiteNameTheSameScenarios() throws {
    let specNames = try Self.matches(
      of: /`\[([a-z]+\.[A-Za-z]+)\]`/, in: String(contentsOf: Self.spec, encoding: .utf8))
    let suiteSources = try FileManager.default.contentsOfDirectory(
      at: Self.testsFolder, includingPropertiesForKeys: nil
    )
    .filter { $0.lastPathComponent.hasSuffix("Scenarios.swift") }
    .map { try String(contentsOf: $0, encoding: .utf8) }
    .joined()
    let suiteNames = Self.matches(of: /@Test\("([a-z]+\.[A-Za-z]+)"/, in: suiteSources)

    #expect(specNames.count >= 40)
    #expect(specNames.subtracting(suiteNames).isEmpty, "named in SPEC.md but missing from the suite")
    #expect(suiteNames.subtracting(specNames).isEmpty, "in the suite but not named in SPEC.md")
  }

  private static func matches(of regex: Regex<(Substring, Substring)>, in text: String) -> Set<String> {
    Set(text.matches(of: regex).map { String($0.output.1) })
  }
}
