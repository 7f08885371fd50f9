import Foundation

/// The one JSON style of every archbench output and stored file: pretty-printed, keys
/// sorted and slashes unescaped, so that equal values give equal bytes and paths read as
/// paths. Dates are ISO 8601.
///
/// ```swift
/// let text = try JSON.string(report)  // "{\n  \"name\" : \"MVC\"\n}\n"
/// let back = try JSON.decoder().decode(Report.self, from: Data(text.utf8))
/// ```
public enum JSON {
  /// An encoder in the shared style.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// A decoder that reads what ``encoder()`` writes.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// `value` encoded in the shared style, without a final line break.
  public static func data(_ value: some Encodable) throws -> Data {
    try encoder().encode(value)
  }

  /// `value` encoded in the shared style, with a final line break as a text file has.
  public static func string(_ value: some Encodable) throws -> String {
    String(decoding: try data(value), as: UTF8.self) + "\n"
  }
}

extension JSON {
  /// `value` in the shared style, for models of strings, numbers and arrays that cannot fail
  /// to encode; should one fail, the text is `null`, which every reader rejects loudly.
  public static func text(_ value: some Encodable) -> String {
    (try? string(value)) ?? "null\n"
  }
}
