import Foundation

/// The report as JSON, as it is stored (``CoverageReport/json()``): pretty-printed, keys sorted,
/// dates in ISO 8601.
///
/// ```swift
/// let data = try JSONRenderer.data(for: report)
/// ```
enum JSONRenderer {
  static func data(for report: CoverageReport) throws -> Data {
    try report.json()
  }
}
