import Foundation

/// What is wrong with a JSON file, in a few words: which key, and what is wrong with it.
///
/// Foundation's own descriptions (`DecodingError.keyNotFound(CodingKeys(stringValue:…`,
/// `Error Domain=NSCocoaErrorDomain Code=260 …`) are not for users; every file archbench
/// reads reports its problems through this instead.
///
/// ```swift
/// JSONProblem.describe(error)  // "missing run.startedAt", "runs is a number, expected an array"
/// JSONProblem.describe(error, in: data)  // "scan.cyclomatic is 1e400: valid JSON, but out of range …"
/// ```
public enum JSONProblem {
  /// A decoding error in a few words; with the document's `data`, a number no Swift type holds
  /// (`1e400`) is named by its key rather than called invalid JSON, which JSONDecoder does.
  public static func describe(_ error: any Error, in data: Data? = nil) -> String {
    switch error {
    case let error as UnexpectedValue:
      "\(path(error.codingPath)) is \(error.found), expected \(error.expected)"
    case DecodingError.keyNotFound(let key, let context):
      "missing \(path(context.codingPath + [key]))"
    case DecodingError.typeMismatch(let type, let context):
      context.codingPath.isEmpty
        ? "not the JSON expected here"
        : mismatch(path(context.codingPath), type: type, detail: context.debugDescription)
    case DecodingError.valueNotFound(let type, let context):
      context.codingPath.isEmpty
        ? "not the JSON expected here" : "\(path(context.codingPath)) is null, expected \(expectation(of: type))"
    case DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? outOfRange(in: data) ?? "not valid JSON" : "\(path(context.codingPath)) is malformed"
    default: "\(error)"
    }
  }

  /// A value of the right JSON type that is still not what the key takes: a count of 1.5, a
  /// schema version of 1e30. Thrown by `init(from:)`s (see
  /// `KeyedDecodingContainer.decodeWholeNumber(forKey:in:)`) and passed through by the decoder.
  public struct UnexpectedValue: Error, CustomStringConvertible {
    public var codingPath: [any CodingKey]
    /// The value as the file has it, e.g. `1.5`.
    public var found: String
    /// What the key takes, e.g. `a whole number from 0 to 2147483647`.
    public var expected: String

    public init(codingPath: [any CodingKey], found: String, expected: String) {
      self.codingPath = codingPath
      self.found = found
      self.expected = expected
    }

    public var description: String { JSONProblem.describe(self) }
  }

  /// A key path as it would be written in code: `runs[0].startedAt`, not `runs.Index 0.startedAt`.
  static func path(_ keys: [any CodingKey]) -> String {
    keys.enumerated().map { offset, key in
      key.intValue.map { "[\($0)]" } ?? (offset == 0 ? key.stringValue : ".\(key.stringValue)")
    }.joined()
  }

  /// `schemaVersion is a string, expected an integer`: what the key holds comes from the
  /// decoder's debug description (`… but found a string instead.`), when it says.
  private static func mismatch(_ path: String, type: Any.Type, detail: String) -> String {
    guard let found = detail.firstRange(of: "but found ").map({ detail[$0.upperBound...] }),
      let end = found.firstRange(of: " instead")
    else { return "\(path) has the wrong type, expected \(expectation(of: type))" }
    let words = found[..<end.lowerBound]
    let kind =
      switch words {
      case "a dictionary": "an object"
      case "number": "a number"
      case "bool": "true or false"
      default: String(words)
      }
    return "\(path) is \(kind), expected \(expectation(of: type))"
  }

  /// The JSON a Swift type is read from, in words.
  private static func expectation(of type: Any.Type) -> String {
    let name = String(describing: type)
    if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(name) {
      return "an integer"
    }
    if ["Double", "Float", "Decimal"].contains(name) { return "a number" }
    if name == "String" { return "a string" }
    if name == "Bool" { return "true or false" }
    if name.hasPrefix("Array<") { return "an array" }
    if name.hasPrefix("Dictionary<") { return "an object" }
    return "another type"
  }

  /// The first number in `data` that JSON allows but no Swift number holds, by its key.
  private static func outOfRange(in data: Data?) -> String? {
    guard let data, let number = JSONNumberScan.firstOutOfRange(in: data) else { return nil }
    let key = number.path.isEmpty ? "the document" : number.path
    return "\(key) is \(number.literal): valid JSON, but out of the range a number can have here (about ±1.8e308)"
  }

  /// A number as a file would hold it: `3`, `1.5`, `9223372036854775808`, `1e+30`.
  public static func number(_ value: Double) -> String {
    // Every whole Double below 2^64 is a UInt64, whose digits are exact where %.0f rounds.
    guard value == value.rounded(), let magnitude = UInt64(exactly: value.magnitude) else { return "\(value)" }
    return (value < 0 ? "-" : "") + String(magnitude)
  }

  /// Why `path` could not be read, in a few words: no such file, a folder, no permission.
  public static func readFailure(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
    if isFolder.boolValue { return "it is a folder" }
    return FileManager.default.isReadableFile(atPath: path) ? "cannot be read" : "permission denied"
  }
}
