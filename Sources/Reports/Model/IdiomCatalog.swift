import Foundation

/// The idioms in `Idioms/`: one folder each, with its `idiom.json` and one patch per
/// architecture, read and checked before anything is measured.
///
/// A folder that is not a measurable idiom fails the report with one line naming its file
/// (``ReportError/badIdiom(path:reason:)``); no `Idioms/` folder is no idiom.
///
/// ```swift
/// let idioms = try IdiomCatalog.load(packageRoot: root)
/// print(idioms.map(\.id))  // ["comparator"]
/// ```
public enum IdiomCatalog {
  /// The folder of the idioms, relative to the package.
  public static let folder = "Idioms"

  /// Every idiom, by folder name; throws ``ReportError/badIdiom(path:reason:)``.
  public static func load(packageRoot: URL) throws(ReportError) -> [Idiom] {
    let root = packageRoot.appendingPathComponent(folder)
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: root.path) else { return [] }
    var idioms: [Idiom] = []
    for name in names.sorted() {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      idioms.append(try load(id: name, in: root.appendingPathComponent(name)))
    }
    return idioms
  }

  /// The idiom in `folder`, named `id`.
  static func load(id: String, in folder: URL) throws(ReportError) -> Idiom {
    let path = "\(Self.folder)/\(id)/idiom.json"
    let data: Data
    do {
      data = try Data(contentsOf: folder.appendingPathComponent("idiom.json"))
    } catch {
      throw .badIdiom(path: path, reason: "cannot be read")
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw .badIdiom(path: path, reason: describe(error))
    }
    let idiom = Idiom(
      id: id, title: file.title, committed: file.committed, other: file.other, architectures: file.architectures,
      steps: file.steps, sizes: file.sizes ?? [], sentence: file.sentence, provisional: file.provisional)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let patches = Set(entries.filter { $0.hasSuffix(".patch") }.map { String($0.dropLast(".patch".count)) })
    if let problem = idiom.problem(patches: patches) { throw .badIdiom(path: path, reason: problem) }
    return idiom
  }

  /// `idiom.json` as written: the id is the folder's name, and a file without scaling steps may leave out sizes.
  private struct File: Decodable {
    var title: String
    var committed: String
    var other: String
    var architectures: [String]
    var steps: [String]
    var sizes: [Int]?
    var sentence: String
    var provisional: String?
  }

  /// A decoding error as one clause: the key at fault and what was wrong.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\"\(path(context.codingPath))\" has the wrong type"
    case DecodingError.dataCorrupted: "is not valid JSON"
    default: "cannot be decoded"
    }
  }

  /// A coding path as a reader writes it: `sizes[0]`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.enumerated().map { index, key in
      key.intValue.map { "[\($0)]" } ?? (index == 0 ? key.stringValue : "." + key.stringValue)
    }
    .joined()
  }
}
