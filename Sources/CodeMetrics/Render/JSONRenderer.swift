import Dispatch
import Foundation
import Support

/// The JSON form of a report, schema version 1 (documented in `SCHEMA.md`).
///
/// Keys are sorted so that output is byte-for-byte stable.
enum JSONRenderer {
  static let schemaVersion = 1

  struct RoleEntry: Encodable, Sendable {
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
      Self.encoded(value, indent: indent, with: encoder)
    }
    func writeArray(_ values: [some Encodable & Sendable]) {
      guard !values.isEmpty else {
        output.write("[\n\n  ]")
        return
      }
      output.write("[\n")
      // Encoded on every core, a batch at a time: a large scan's files take longer to encode
      // than to measure on one, and a batch bounds the text held at once.
      let batch = 512
      for start in stride(from: 0, to: values.count, by: batch) {
        let count = min(batch, values.count - start)
        let texts = Slots<String>(count: count, initial: "")
        DispatchQueue.concurrentPerform(iterations: count) { offset in
          texts[offset] = Self.encoded(values[start + offset], indent: "    ", with: JSON.encoder())
        }
        for (offset, text) in texts.values.enumerated() {
          output.write("    " + text + (start + offset == values.count - 1 ? "\n" : ",\n"))
        }
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

  /// `value` as `encoder` writes it, every line after the first but the empty ones indented
  /// by `indent`, to nest it in the document.
  private static func encoded(_ value: some Encodable, indent: String, with encoder: JSONEncoder) -> String {
    guard let data = try? encoder.encode(value) else { return "null" }
    // Strings are escaped, so every line break in the text is the encoder's own.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count + data.count / 8)
    let indent = Array(indent.utf8)
    data.withUnsafeBytes { text in
      for index in text.indices {
        bytes.append(text[index])
        if text[index] == 0x0A, index + 1 < text.count, text[index + 1] != 0x0A { bytes += indent }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
