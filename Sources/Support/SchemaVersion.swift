import Foundation

/// The `schemaVersion` a stored file says it has, read as any JSON number so that `1.5` or
/// `1e30` is named as an unsupported version rather than called invalid JSON.
///
/// ```swift
/// let version = try JSONDecoder().decode(SchemaVersion.Header.self, from: data).schemaVersion
/// version.refusal(supported: 1)  // "schemaVersion 1.5 is not a supported version (1)", or nil
/// ```
public struct SchemaVersion: Decodable, Sendable, Equatable {
  /// The number as read.
  public var value: Double

  public init(_ value: Double) { self.value = value }

  public init(from decoder: any Decoder) throws {
    do {
      value = try decoder.singleValueContainer().decode(Double.self)
    } catch DecodingError.typeMismatch(_, let context) {
      throw DecodingError.typeMismatch(Int.self, context)
    }
  }

  /// The version as a whole number, when it is one that fits an `Int`.
  public var whole: Int? { value == value.rounded() ? Int(exactly: value) : nil }

  /// Why a version that is not a whole number cannot be `supported`, or `nil` when it is a
  /// whole number (which the caller compares, with its own words for an old or a newer one).
  public func refusal(supported: Int) -> String? {
    whole == nil ? "schemaVersion \(JSONProblem.number(value)) is not a supported version (\(supported))" : nil
  }

  /// What is wrong with a file whose header (`schemaVersion`, with a baseline's `kind`) could
  /// not be read: `nil` for text that is no JSON or JSON without the key, which is some other
  /// file; otherwise a typo in it, in a few words (`schemaVersion is a string, expected an
  /// integer`, `schemaVersion is 1e400: valid JSON, but out of the range …`).
  public static func headerProblem(_ error: any Error, in data: Data) -> String? {
    if case DecodingError.typeMismatch = error { return JSONProblem.describe(error, in: data) }
    guard JSONNumberScan.firstOutOfRange(in: data) != nil else { return nil }
    return JSONProblem.describe(error, in: data)
  }

  /// A file's `schemaVersion` key alone, read before the rest.
  public struct Header: Decodable, Sendable {
    public var schemaVersion: SchemaVersion
  }
}
