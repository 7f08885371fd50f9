import Foundation
import Testing

/// Issue 44 M1 and L7: text from outside (a file's name, an argument) reaches the terminal with
/// its control characters escaped, in results and in ArgumentParser's own error messages.
@Suite("Terminal escapes, end to end")
struct TerminalEscapeCommandTests {
  /// Whether `text` holds a control character other than a line break.
  static func hasControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
  }

  @Test(
    "a bad argument holding ESC is shown escaped in the message, the usage after it intact",
    arguments: [
      ["conformance", "--arch", "\u{1B}[2J"], ["demo", "\u{1B}]0;pwned\u{7}"], ["new", "Alpha", "--like", "\u{1B}[2J"],
      ["latency", "--steps", "\u{1B}[2J"], ["scan", "--format", "\u{1B}[2J"], ["graph", "--level", "\u{1B}[2J"],
      ["check", "--format", "\u{1B}[2J"],
    ])
  func validationMessages(_ arguments: [String]) async throws {
    let result = try await ScanCommandTests.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(!Self.hasControls(result.standardError), "\(result.standardError)")
    #expect(result.standardError.contains("\\u{1B}"))
    #expect(result.standardError.hasPrefix("Error: "))
    #expect(result.standardError.contains("\nUsage: archbench ") || result.standardError.contains("\nHelp: "))
  }

  @Test("help and --version are printed as before, on standard output, exit 0")
  func helpUnchanged() async throws {
    let help = try await ScanCommandTests.run(["rules", "--help"])
    #expect(help.status == 0)
    #expect(help.standardError.isEmpty)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: Check that code follows its architecture's rules"))
    #expect(help.standardOutput.hasSuffix("\n") && !help.standardOutput.hasSuffix("\n\n\n"))
    let version = try await ScanCommandTests.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "0.1.0\n")
  }

  @Test("check --scan's table and summary escape a file's name and the scanned path (issue 44 M1)")
  func checkScanTable() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("esc-\(UUID().uuidString)")
    let tree = root.appendingPathComponent("x\u{1B}[2J")
    try FileManager.default.createDirectory(at: tree.appendingPathComponent("App"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(CheckCommandTests.complexFunction.utf8).write(
      to: tree.appendingPathComponent("App/\u{1B}]0;pwned\u{7}A.swift"))
    try Data("final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n".utf8).write(
      to: tree.appendingPathComponent("App/\u{1B}[31mListViewModel.swift"))
    for format in ["text", "markdown", "junit", "github-benchmark"] {
      let result = try await ScanCommandTests.run(["check", "--scan", tree.path, "--arch", "mvvm", "--format", format])
      #expect(result.status == 2)
      #expect(!Self.hasControls(result.standardOutput), "\(format): \(result.standardOutput)")
      #expect(!Self.hasControls(result.standardError), "\(format): \(result.standardError)")
    }
    let text = try await ScanCommandTests.run(["check", "--scan", tree.path, "--arch", "mvvm"])
    #expect(text.standardOutput.contains("App/\\u{1B}]0;pwned\\u{7}A.swift f(a:)"))
    #expect(text.standardOutput.contains("App/\\u{1B}[31mListViewModel.swift ListViewModel.show"))
    // Frozen, then fixed: the summary names the command to update the baseline, with the path escaped.
    let baseline = root.appendingPathComponent("b.json").path
    _ = try await ScanCommandTests.run(["check", "--scan", tree.path, "--arch", "mvvm", "--write-baseline", baseline])
    try FileManager.default.removeItem(at: tree.appendingPathComponent("App/\u{1B}]0;pwned\u{7}A.swift"))
    let improved = try await ScanCommandTests.run([
      "check", "--scan", tree.path, "--arch", "mvvm", "--baseline", baseline,
    ])
    #expect(improved.status == 4)
    #expect(!Self.hasControls(improved.standardOutput), "\(improved.standardOutput)")
    #expect(improved.standardOutput.contains("x\\u{1B}[2J --write-baseline"))
  }
}
