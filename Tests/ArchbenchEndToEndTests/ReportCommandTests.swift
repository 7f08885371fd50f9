import Foundation
import Testing

/// `archbench report` end to end: the phases that take seconds, and bad input. A full run
/// (coverage and latency) takes minutes and is `Scripts/report.sh`.
@Suite("archbench report")
struct ReportCommandTests {
  static let packageRoot = CoverageCommandTests.packageRoot

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesEveryFileWithTheSlowPhasesSkipped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Reports")

    let result = try ArchbenchProcess.run([
      "report", "--no-coverage", "--no-conformance", "--no-latency", "--no-instructions", "--no-exercises",
      "--no-idioms",
      "--package-path", Self.packageRoot.path, "--output", output.path,
    ])

    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("[report] size, roles and structure: archbench scan of every sample…\n"))
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    // The package is a git repository, so the history phase ran: history.csv and the chart.
    #expect(
      files == [
        "README.md", "SCORING.md", "coupling.csv", "history.csv", "index.html", "metrics.csv", "metrics.json",
        "published.csv", "role-references.csv",
      ])
    let readme = try String(contentsOf: output.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("\n| MVC | 18 | "))
    #expect(readme.contains("## Latency (timing-dependent)\n\n_Not measured in this run._\n"))
    // The design figures are read from the files, so they are measured with the slow phases skipped.
    #expect(readme.contains("## Design: roles, coupling and cohesion\n"))
    #expect(readme.contains("### Clean\n\n| Role |"))
    #expect(readme.contains("| Module | Types |"))
    #expect(readme.contains("## Instructions per dispatch (deterministic)\n\n_Not measured in this run._\n"))
    #expect(readme.contains("## What an idiom costs\n\n_Not measured in this run._\n"))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("metrics.json")))
    let provenance = try #require((json as? [String: Any])?["provenance"] as? [String: Any])
    #expect(
      provenance["skipped"] as? [String] == [
        "coverage", "conformance", "latency", "instructions", "exercises", "idioms",
      ])
    #expect((provenance["commit"] as? String)?.count == 40)
    #expect(provenance["dirty"] is Bool)
    let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<h2>History</h2>\n<p class=\"muted\">Production code lines of each sample"))
    #expect(html.contains("<h3>VIPER</h3><svg class=\"chart\""))
  }

  @Test func aMalformedWeightsFileIsOneLineAndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let weights = folder.appendingPathComponent("weights.json")
    try Data("{ \"testability\": ".utf8).write(to: weights)
    let output = folder.appendingPathComponent("Reports")

    let result = try ArchbenchProcess.run([
      "report", "--no-coverage", "--no-conformance", "--no-latency", "--no-instructions", "--no-exercises",
      "--no-idioms", "--weights",
      weights.path,
      "--output",
      output.path,
    ])

    #expect(result.status == 1)
    #expect(result.standardError == "Error: cannot read the weights file \(weights.path): not valid JSON\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aMissingPackageIsOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("nope").path

    let result = try ArchbenchProcess.run([
      "report", "--no-coverage", "--no-conformance", "--no-latency", "--no-instructions", "--no-exercises",
      "--no-idioms",
      "--package-path", missing,
    ])

    #expect(result.status == 1)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.last?.hasPrefix("Error: ") == true)
    #expect(lines.last?.contains("\(missing)/Samples/MVC") == true)
  }

  @Test func rejectsZeroLatencyIterations() throws {
    let result = try ArchbenchProcess.run(["report", "--latency-iterations", "0"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: --latency-iterations must be at least 1, not 0.\n"))
  }
}
