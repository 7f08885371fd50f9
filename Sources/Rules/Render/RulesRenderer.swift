import CodeMetrics
import Foundation
import Support

/// `archbench rules`' outputs: a listing, JSON and SARIF 2.1.0.
///
/// ```
/// Samples/VIPER/Login/LoginViewController.swift:12:5: viper.view-no-interactor-or-router: LoginViewController …
/// VIPER: 4 rules, 1 violation
/// ```
public enum RulesRenderer {
  /// The formats of a check: a line per violation, JSON, or SARIF for code-scanning tools.
  public enum Format: String, RendererFormat { case text, json, sarif }

  /// `reports` in `format`; `names` as for ``text(_:names:)``.
  public static func render(_ reports: [RuleReport], names: [String: String] = [:], as format: Format) -> String {
    switch format {
    case .text: text(reports, names: names)
    case .json: json(reports)
    case .sarif: sarif(reports)
    }
  }

  public static func text(_ reports: [RuleReport], names: [String: String] = [:]) -> String {
    var text = ""
    for report in reports {
      for violation in report.violations {
        text +=
          Escaping.terminal(
            "\(report.path(of: violation.path)):\(violation.line):\(violation.column): \(violation.rule): "
              + violation.message) + "\n"
      }
    }
    for report in reports {
      let count = report.violations.count
      text +=
        "\(names[report.architecture] ?? report.architecture): \(report.rules.count) rules, "
        + "\(count) \(count == 1 ? "violation" : "violations")\n"
    }
    return text
  }

  public static func json(_ reports: [RuleReport]) -> String { encode(reports) }

  /// One SARIF run with every rule that was checked and a result per violation.
  public static func sarif(_ reports: [RuleReport]) -> String { encode(sarifLog(reports)) }

  static func sarifLog(_ reports: [RuleReport]) -> SARIF.Log {
    let ids = Array(Set(reports.flatMap(\.rules))).sorted()
    var summaries: [String: String] = [:]
    var severities: [String: Rule.Severity] = [:]
    for rule in RuleCatalog.all {
      summaries[rule.id] = rule.summary
      severities[rule.id] = rule.severity
    }
    let log = SARIF.Log(runs: [
      SARIF.Run(
        tool: .init(
          driver: .init(
            rules: ids.map { .init(id: $0, shortDescription: .init(text: summaries[$0] ?? $0)) })),
        results: reports.flatMap { report in
          report.violations.map { violation in
            SARIF.Result(
              ruleId: violation.rule, level: (severities[violation.rule] ?? .error).rawValue,
              message: .init(text: violation.message),
              locations: [
                .init(
                  physicalLocation: .init(
                    artifactLocation: .init(uri: uri(report.path(of: violation.path))),
                    region: .init(startLine: violation.line, startColumn: violation.column)))
              ])
          }
        })
    ])
    return log
  }

  /// A path as a SARIF `artifactLocation.uri` (RFC 3986): a relative reference, or a
  /// `file://` URI for an absolute path, with every byte but the unreserved ones and `/`
  /// percent-encoded, so that `Task Model#1.swift` is `Task%20Model%231.swift`.
  static func uri(_ path: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var encoded = ""
    for byte in path.utf8 {
      if unreserved.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  static func encode(_ value: some Encodable) -> String {
    // Strings, numbers and arrays only: encoding cannot fail.
    JSON.text(value)
  }
}

/// The part of SARIF 2.1.0 (OASIS) that archbench writes.
enum SARIF {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "archbench rules"
    var rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    var id: String
    var shortDescription: Message
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var level: String
    var message: Message
    var locations: [Location]
    /// With a baseline: `new`, `unchanged` or `absent` (SARIF 2.1.0 §3.27.24); left out without one.
    var baselineState: String? = nil
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
