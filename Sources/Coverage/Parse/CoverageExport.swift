import Foundation

/// The per-file summaries of an `llvm-cov export` JSON document.
///
/// archbench asks llvm-cov for `-summary-only`, so each file carries counts but no
/// segments; the decoder also accepts a full export and ignores what it does not need.
///
/// ```swift
/// let export = try CoverageExport(json: data)
/// for file in export.files { print(file.path, file.summary.lines.covered) }
/// ```
struct CoverageExport: Sendable, Hashable {
  /// One source file of the export, by the absolute path the compiler saw.
  struct File: Sendable, Hashable {
    var path: String
    var summary: CoverageSummary
  }

  /// The export format's type tag; anything else is not an llvm-cov export.
  static let exportType = "llvm.coverage.json.export"
  /// Major versions of the format whose summaries this decoder reads.
  static let supportedMajorVersions: Set<String> = ["2", "3"]

  var files: [File]

  /// An export of no files, for a selection with no test target: nothing ran.
  static let emptyDocument = Data(#"{"data":[{"files":[]}],"type":"llvm.coverage.json.export","version":"3.0.1"}"#.utf8)

  /// Decodes an export.
  ///
  /// - Throws: `CoverageError.unreadableExport` when the document is not an llvm-cov export
  ///   of a version this decoder knows.
  init(json: Data) throws {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: json)
    } catch {
      throw CoverageError.unreadableExport("not an llvm-cov JSON export (\(Self.describe(error)))")
    }
    guard document.type == Self.exportType else {
      throw CoverageError.unreadableExport("its type is \"\(document.type)\", not \"\(Self.exportType)\"")
    }
    let major = String(document.version.prefix { $0 != "." })
    guard Self.supportedMajorVersions.contains(major) else {
      throw CoverageError.unreadableExport("export format version \(document.version) is not supported")
    }
    // An export holds one entry per binary; archbench exports one binary, but summing
    // keeps the meaning right for more.
    var byPath: [String: CoverageSummary] = [:]
    var order: [String] = []
    for file in document.data.flatMap(\.files) {
      if byPath[file.filename] == nil { order.append(file.filename) }
      byPath[file.filename, default: .zero] = byPath[file.filename, default: .zero] + file.summary.coverageSummary
    }
    files = order.map { File(path: $0, summary: byPath[$0]!) }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "no \"\(key.stringValue)\" at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return context.debugDescription
    default:
      return String(describing: error)
    }
  }

  // MARK: The JSON layout, as far as archbench reads it

  private struct Document: Decodable {
    var type: String
    var version: String
    var data: [Export]
  }

  private struct Export: Decodable {
    var files: [FileEntry]
  }

  private struct FileEntry: Decodable {
    var filename: String
    var summary: Summary
  }

  private struct Summary: Decodable {
    var lines: Counts
    var functions: Counts
    var regions: Counts

    var coverageSummary: CoverageSummary {
      CoverageSummary(lines: lines.counts, functions: functions.counts, regions: regions.counts)
    }
  }

  private struct Counts: Decodable {
    var count: Int
    var covered: Int

    var counts: CoverageCounts { CoverageCounts(covered: covered, total: count) }
  }
}
