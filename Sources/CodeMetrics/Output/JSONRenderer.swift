import Foundation

/// The JSON form of a report, schema version 1 (documented in `SCHEMA.md`).
///
/// Keys are sorted so that output is byte-for-byte stable.
enum JSONRenderer {
  static let schemaVersion = 1

  struct Document: Encodable {
    var schemaVersion: Int
    var root: String
    var discovery: ScanReport.Discovery
    var totals: Totals
    var groups: [String: Totals]
    var roles: [RoleEntry]
    var fingerprint: Fingerprint
    var files: [FileMetrics]
    var issues: [ScanIssue]
  }

  struct RoleEntry: Encodable {
    var role: ArchitectureRole
    var group: FileGroup
    var files: Int
    var types: Int
    var lines: LineCounts
    var complexity: Int
  }

  struct Fingerprint: Encodable {
    var architecture: String
    var summary: String
    var evidence: [ArchitectureFingerprint.Evidence]
  }

  static func render(_ report: ScanReport) -> String {
    var groups: [String: Totals] = [:]
    for group in FileGroup.allCases { groups[group.rawValue] = report.totals(of: group) }
    let document = Document(
      schemaVersion: schemaVersion, root: report.root, discovery: report.discovery, totals: report.totals,
      groups: groups,
      roles: report.roleTotals.map {
        RoleEntry(
          role: $0.role, group: $0.group, files: $0.totals.files, types: $0.typeCount, lines: $0.totals.lines,
          complexity: $0.totals.complexity)
      },
      fingerprint: Fingerprint(
        architecture: report.fingerprint.architecture, summary: report.fingerprint.summary,
        evidence: report.fingerprint.evidence),
      files: report.files, issues: report.issues)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
