import Foundation

/// `metrics.json` and `provenance.json`: sorted keys and pretty printing, so unchanged
/// figures give unchanged bytes.
///
/// ```swift
/// let bytes = try JSONOutput.data(data)
/// ```
enum JSONOutput {
  static func data<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(value)
    data.append(contentsOf: Array("\n".utf8))
    return data
  }
}
