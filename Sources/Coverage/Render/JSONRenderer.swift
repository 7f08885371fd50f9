import Foundation

/// The report as JSON: pretty-printed, keys sorted, dates in ISO 8601.
///
/// ```swift
/// let data = try JSONRenderer.data(for: report)
/// ```
enum JSONRenderer {
  static func data(for report: CoverageReport) throws -> Data {
    var data = try CoverageReport.encoder.encode(report)
    data.append(UInt8(ascii: "\n"))
    return data
  }
}
