import Foundation

/// What is wrong with a JSON file, in a few words: which key, and what is wrong with it.
///
/// Foundation's own descriptions (`DecodingError.keyNotFound(CodingKeys(stringValue:…`,
/// `Error Domain=NSCocoaErrorDomain Code=260 …`) are not for users; every file archbench
/// reads reports its problems through this instead.
///
/// ```swift
/// JSONProblem.describe(error)  // "missing run.startedAt", or "not valid JSON"
/// ```
public enum JSONProblem {
  /// A decoding error in a few words.
  public static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.codingPath.isEmpty
        ? "not the JSON expected here"
        : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
    case DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON" : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is malformed"
    default: "\(error)"
    }
  }

  /// Why `path` could not be read, in a few words: no such file, a folder, no permission.
  public static func readFailure(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
    if isFolder.boolValue { return "it is a folder" }
    return FileManager.default.isReadableFile(atPath: path) ? "cannot be read" : "permission denied"
  }
}
