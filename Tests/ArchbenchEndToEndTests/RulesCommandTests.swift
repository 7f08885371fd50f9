import Foundation
import Testing

/// `archbench rules` as CI runs it: the samples pass, a violation exits 2, bad input exits 1.
@Suite("archbench rules")
struct RulesCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await ScanCommandTests.run(arguments)
  }

  @Test("the samples obey their rules")
  func samples() async throws {
    let result = try await Self.run(["rules", Self.packageRoot.appendingPathComponent("Samples").path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasSuffix("Redux: 4 rules, 0 violations\n"))
  }

  @Test("a violation is listed with its place and exits 2; SARIF too")
  func violation() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Domain"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("import CleanData\n\nstruct UseCase {}\n".utf8).write(
      to: folder.appendingPathComponent("Domain/UseCase.swift"))
    let result = try await Self.run(["rules", "--arch", "clean", folder.path])
    #expect(result.status == 2)
    #expect(
      result.standardOutput == """
        \(folder.path)/Domain/UseCase.swift:1:1: clean.domain-imports-nothing-outer: Domain imports CleanData, \
        of the Data layer
        Clean: 7 rules, 1 violation

        """)
    let sarif = try await Self.run(["rules", "--arch", "clean", "--format", "sarif", folder.path])
    #expect(sarif.status == 2)
    #expect(sarif.standardOutput.contains("\"ruleId\" : \"clean.domain-imports-nothing-outer\""))
  }

  @Test("Docs/rules.md is the page --catalog --format markdown writes, so the doc cannot drift from the catalog")
  func catalogPage() async throws {
    let result = try await Self.run(["rules", "--catalog", "--format", "markdown"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
    if result.standardOutput != page {
      // The pages are long: name the first line that differs rather than print both.
      let generated = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      let committed = page.split(separator: "\n", omittingEmptySubsequences: false)
      let same = zip(generated, committed).prefix { $0 == $1 }.count
      Issue.record(
        """
        Docs/rules.md differs from the catalog at line \(same + 1): it has "\(committed.dropFirst(same).first ?? "")", \
        the catalog gives "\(generated.dropFirst(same).first ?? "")"; regenerate it with the command on its first line
        """)
    }
    #expect(page.hasPrefix("<!-- Generated from the rule catalog"))
  }

  @Test("--catalog lists every rule with its architectures and severity; --output writes it")
  func catalogText() async throws {
    let result = try await Self.run(["rules", "--catalog"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.last == "29 rules")
    #expect(lines.count == 30)
    #expect(
      lines.contains(
        "mvvm.view-model-no-view (MVVM, MVVM-C, Clean; error): View models reference no view types and do not import "
          + "the UI platform."))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    let written = try await Self.run(["rules", "--catalog", "--format", "markdown", "--output", file.path])
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<!-- Generated from the rule catalog"))
  }

  @Test("--catalog takes text or markdown and no --arch or --config; markdown needs --catalog")
  func catalogArguments() async throws {
    for arguments in [
      ["rules", "--catalog", "--arch", "mvc"], ["rules", "--catalog", "--format", "sarif"],
      ["rules", "--catalog", "--format", "json"], ["rules", "--format", "markdown"],
    ] {
      let result = try await Self.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
    }
  }

  @Test("bad input: one line and exit 1")
  func badInput() async throws {
    let missing = try await Self.run(["rules", "--arch", "viper", "/nope/Sources"])
    #expect(missing.status == 1)
    #expect(missing.standardError.hasPrefix("Error: "))
    #expect(missing.standardError.contains("/nope/Sources"))
    let unknown = try await Self.run(["rules", "--arch", "mvi", "."])
    #expect(unknown.status == 1)
    #expect(
      unknown.standardError
        == "Error: no rules for architecture 'mvi'; use one of mvc, mvvm, mvvmc, mvvm-uikit, mvp, viper, vip, "
        + "clean, redux\n")
    let both = try await Self.run(["rules", "--arch", "mvc", "--config", "x.json"])
    #expect(both.status == 64)
  }

  @Test(
    "--output and --write-baseline naming one file, however spelt, are refused before any work (issue 44 M9)",
    arguments: ["b.json", "./b.json", "sub/../b.json", "link.json", "dirlink/b.json"])
  func outputOverTheBaseline(_ spelling: String) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-same-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n".utf8).write(
      to: folder.appendingPathComponent("ListViewModel.swift"))
    try Data("keep\n".utf8).write(to: folder.appendingPathComponent("b.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path,
      withDestinationPath: folder.appendingPathComponent("b.json").path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("dirlink").path, withDestinationPath: folder.path)
    let baseline = folder.appendingPathComponent("b.json").path
    let output = folder.path + "/" + spelling
    let result = try await Self.run([
      "rules", folder.path, "--arch", "mvvm", "--write-baseline", baseline, "--output", output,
    ])
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "Error: --output and --write-baseline name the same file, \(output); give each its own file\n")
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == "keep\n")
    // --output over the baseline a check reads would lose it too.
    let compared = try await Self.run([
      "rules", folder.path, "--arch", "mvvm", "--baseline", baseline, "--output", output,
    ])
    #expect(compared.status == 64)
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == "keep\n")
  }
}
