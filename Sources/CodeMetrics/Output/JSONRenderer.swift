import Foundation
import Support

/// The JSON form of a report, schema version 1 (documented in `SCHEMA.md`).
///
/// Keys are sorted so that output is byte-for-byte stable.
enum JSONRenderer {
  static let schemaVersion = 1

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

  /// The document as one string; see ``write(_:to:)``.
  static func render(_ report: ScanReport, sections: [ReportSection] = []) -> String {
    var text = ""
    write(report, sections: sections, to: &text)
    return text
  }

  /// Writes the document one file at a time: the same text `JSONEncoder` gives for the
  /// whole, without an encoded tree or a copy of every file's text in memory at once.
  ///
  /// - Parameter sections: values other modules add, each under its key in sorted place.
  static func write(_ report: ScanReport, sections: [ReportSection] = [], to output: inout some TextOutputStream) {
    let encoder = JSON.encoder()
    func encoded(_ value: some Encodable, indent: String) -> String {
      let text = String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
      // Strings are escaped, so every line break in the text is the encoder's own.
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
        index == 0 || line.isEmpty ? String(line) : indent + line
      }.joined(separator: "\n")
    }
    func writeArray(_ values: [some Encodable]) {
      guard !values.isEmpty else {
        output.write("[\n\n  ]")
        return
      }
      output.write("[\n")
      for (index, value) in values.enumerated() {
        output.write("    " + encoded(value, indent: "    ") + (index == values.count - 1 ? "\n" : ",\n"))
      }
      output.write("  ]")
    }
    var groups: [String: Totals] = [:]
    for group in FileGroup.allCases { groups[group.rawValue] = report.totals(of: group) }
    let roles = report.roleTotals.map {
      RoleEntry(
        role: $0.role, group: $0.group, files: $0.totals.files, types: $0.typeCount, lines: $0.totals.lines,
        complexity: $0.totals.complexity)
    }
    let fingerprint = Fingerprint(
      architecture: report.fingerprint.architecture, summary: report.fingerprint.summary,
      evidence: report.fingerprint.evidence)
    // In sorted key order, as `.sortedKeys` gives. Swift's `<` on strings orders by Unicode
    // scalars, as the encoder does for these ASCII keys.
    let own = ["discovery", "files", "fingerprint", "groups", "issues", "roles", "root", "schemaVersion", "totals"]
    let added = Dictionary(sections.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, key) in (own + added.keys.filter { !own.contains($0) }).sorted().enumerated() {
      output.write((index == 0 ? "{\n  " : ",\n  ") + encoded(key, indent: "  ") + " : ")
      switch key {
      case "discovery": output.write(encoded(report.discovery, indent: "  "))
      case "files": writeArray(report.files)
      case "fingerprint": output.write(encoded(fingerprint, indent: "  "))
      case "groups": output.write(encoded(groups, indent: "  "))
      case "issues": writeArray(report.issues)
      case "roles": writeArray(roles)
      case "root": output.write(encoded(report.root, indent: "  "))
      case "schemaVersion": output.write(encoded(schemaVersion, indent: "  "))
      case "totals": output.write(encoded(report.totals, indent: "  "))
      default: output.write(added[key].map { encoded($0.value, indent: "  ") } ?? "null")
      }
    }
    output.write("\n}\n")
  }
}
