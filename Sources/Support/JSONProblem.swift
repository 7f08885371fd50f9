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
      "missing \(path(context.codingPath + [key]))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.codingPath.isEmpty
        ? "not the JSON expected here"
        : "\(path(context.codingPath)) has the wrong type"
    case DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON" : "\(path(context.codingPath)) is malformed"
    default: "\(error)"
    }
  }

  /// A key path as it would be written in code: `runs[0].startedAt`, not `runs.Index 0.startedAt`.
  static func path(_ keys: [any CodingKey]) -> String {
    keys.enumerated().map { offset, key in
      key.intValue.map { "[\($0)]" } ?? (offset == 0 ? key.stringValue : ".\(key.stringValue)")
    }.joined()
  }

  /// Why `path` could not be read, in a few words: no such file, a folder, no permission.
  public static func readFailure(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
    if isFolder.boolValue { return "it is a folder" }
    return FileManager.default.isReadableFile(atPath: path) ? "cannot be read" : "permission denied"
  }
}
