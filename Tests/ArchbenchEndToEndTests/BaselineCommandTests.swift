import Foundation
import Testing

/// `archbench rules --baseline` and `archbench check --scan` as CI runs them: exact output and
/// exit statuses 0, 2, 4 and 1.
@Suite("archbench rules --baseline, check --scan")
struct BaselineCommandTests {
  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await ScanCommandTests.run(arguments)
  }

  /// A folder removed when the test ends.
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
    var path: String { url.path }

    func write(_ path: String, _ text: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static let viewModel = """
    final class ListViewModel {
      func render() {
        let screen: ListView? = nil
      }
    }

    """

  @Test("rules: written, then unchanged (0), moved (0), a new one (2), fixed (4)")
  func rules() async throws {
    let folder = Folder()
    try folder.write("code/ListViewModel.swift", Self.viewModel)
    let code = folder.url.appendingPathComponent("code").path
    let baseline = folder.url.appendingPathComponent("rules-baseline.json").path
    let written = try await Self.run(["rules", code, "--arch", "mvvm", "--write-baseline", baseline])
    #expect(written.status == 0)
    #expect(written.standardError == "Wrote \(baseline): 1 violation frozen.\n")
    let same = try await Self.run(["rules", code, "--arch", "mvvm", "--baseline", baseline])
    #expect(same.status == 0)
    #expect(
      same.standardOutput == """
        \(code)/ListViewModel.swift:3:17: mvvm.view-model-no-view: ListViewModel (ViewModel) references ListView (baselined)
        MVVM: 1 rules, 1 violation (0 new, 1 baselined), 0 fixed
        no new violation since \(baseline) (exit 0)

        """)
    try folder.write("code/ListViewModel.swift", "import Foundation\n\n" + Self.viewModel)
    #expect(try await Self.run(["rules", code, "--arch", "mvvm", "--baseline", baseline]).status == 0)
    try folder.write(
      "code/ListViewModel.swift",
      Self.viewModel.replacingOccurrences(
        of: "  func render", with: "  func show() { let screen: ListView? = nil }\n\n  func render"))
    let new = try await Self.run(["rules", code, "--arch", "mvvm", "--baseline", baseline])
    #expect(new.status == 2)
    #expect(
      new.standardOutput == """
        \(code)/ListViewModel.swift:2:29: mvvm.view-model-no-view: ListViewModel (ViewModel) references ListView
        \(code)/ListViewModel.swift:5:17: mvvm.view-model-no-view: ListViewModel (ViewModel) references ListView (baselined)
        MVVM: 1 rules, 2 violations (1 new, 1 baselined), 0 fixed
        1 new violation since \(baseline) (exit 2)

        """)
    try folder.write("code/ListViewModel.swift", "final class ListViewModel {}\n")
    let fixed = try await Self.run(["rules", code, "--arch", "mvvm", "--baseline", baseline, "--format", "sarif"])
    #expect(fixed.status == 4)
    #expect(fixed.standardOutput.contains("\"baselineState\" : \"absent\""))
  }

  @Test("check --scan: written, then unchanged (0), a new complex function (2), simplified (4); bad baseline (1)")
  func scan() async throws {
    let folder = Folder()
    let branches = (1...10).map { "    if a == \($0) { return \($0) }\n" }.joined()
    let parse = "struct Parser {\n  func parse(_ a: Int) -> Int {\n\(branches)    return 0\n  }\n}\n"
    try folder.write("code/App/Parser.swift", parse)
    let code = folder.url.appendingPathComponent("code").path
    let baseline = folder.url.appendingPathComponent("scan-baseline.json").path
    let written = try await Self.run(["check", "--scan", code, "--write-baseline", baseline])
    #expect(written.status == 0)
    // parse: 1 + 10 ifs = 11 paths, over the default 10; cognitive 10, under 15.
    #expect(written.standardError == "Wrote \(baseline): 1 item over its limit frozen.\n")
    let same = try await Self.run(["check", "--scan", code, "--baseline", baseline])
    #expect(same.status == 0)
    #expect(
      same.standardOutput == """
        metric                 subject                            baseline  now  change  verdict
        complexity.cyclomatic  App/Parser.swift Parser.parse(_:)        11   11       0  UNCHANGED

        1 metrics: 0 regressed, 0 removed, 0 improved, 0 added, 1 unchanged. no change beyond the thresholds (exit 0)

        """)
    try folder.write("code/App/Lexer.swift", parse.replacingOccurrences(of: "Parser", with: "Lexer"))
    let new = try await Self.run(["check", "--scan", code, "--baseline", baseline, "--changes-only"])
    #expect(new.status == 2)
    #expect(new.standardOutput.contains("App/Lexer.swift Lexer.parse(_:)"))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("code/App/Lexer.swift"))
    try folder.write(
      "code/App/Parser.swift", parse.replacingOccurrences(of: "    if a == 10 { return 10 }\n", with: ""))
    let simpler = try await Self.run(["check", "--scan", code, "--baseline", baseline, "--format", "junit"])
    #expect(simpler.status == 4)
    #expect(simpler.standardOutput.contains("<testsuites name=\"check --scan\" tests=\"1\" failures=\"0\">"))
    #expect(simpler.standardError.hasSuffix("(exit 4)\n"))
    let foreign = try await Self.run(["check", "--scan", code, "--baseline", code + "/App/Parser.swift"])
    #expect(foreign.status == 1)
    #expect(
      foreign.standardError == "Error: \(code)/App/Parser.swift: not a scan baseline (no schemaVersion; is it JSON?)\n")
  }

  @Test("check without --scan refuses the scan's options; --scan refuses --strict-timing (64)")
  func scanOptionsNeedScan() async throws {
    #expect(try await Self.run(["check", "--write-baseline", "x.json"]).status == 64)
    #expect(try await Self.run(["check", "--arch", "mvc"]).status == 64)
    #expect(try await Self.run(["check", "--scan", ".", "--strict-timing"]).status == 64)
  }
}
