import Foundation
import SwiftParser
import SwiftSyntax

/// The files of a new sample started `--like` a sibling: the sibling's `Sources/` and `Tests/`
/// whole, under the new module's name, and a README with the sibling's sections.
///
/// Only what must change to compile as another module changes: imports of the sibling's module
/// and its entry type `<Sibling>App` (also in file names). Everything else is the sibling's
/// code, a working starting point for a variant that passes the conformance suite at once.
///
/// ```swift
/// let files = try SiblingCopy(sibling: "Samples/MVVM", siblingModule: "MVVM", name: name, toolkit: .swiftui,
///   packageRoot: root).files()
/// files["Sources/App/HexagonalApp.swift"]  // MVVMApp.swift, its type renamed
/// ```
struct SiblingCopy {
  var sibling: String
  var siblingModule: String
  var name: SampleName
  var toolkit: Toolkit
  var packageRoot: URL

  func files() throws(ScaffoldError) -> [String: String] {
    let folder = packageRoot.appendingPathComponent(sibling)
    var files: [String: String] = [:]
    for part in ["Sources", "Tests"] {
      for path in Self.files(under: folder.appendingPathComponent(part)) {
        let relative = part + "/" + path
        let url = folder.appendingPathComponent(relative)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
          throw .io(path: url.path, reason: "it cannot be read as UTF-8")
        }
        let renamed = relative.replacingOccurrences(of: "\(siblingModule)App", with: name.appType)
        files[renamed] = url.pathExtension == "swift" ? rename(text) : text
      }
    }
    let readme = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    files["README.md"] =
      ReadmeSkeleton(
        name: name, toolkit: toolkit,
        sibling: .init(folder: sibling.split(separator: "/").last.map(String.init) ?? sibling, headings: headings)
      ).text
    return files
  }

  /// The sibling's source with its module's imports and its entry type renamed.
  func rename(_ source: String) -> String {
    ModuleRenamer(
      renames: ["\(siblingModule)App": name.appType], importRenames: [siblingModule: name.module]
    ).rewrite(Parser.parse(source: source)).description
  }

  /// The regular files under `folder`, relative to it, sorted.
  private static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let base = folder.standardizedFileURL.path + "/"
    return enumerator.compactMap { $0 as? URL }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
      .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
      .sorted()
  }
}

/// Renames identifiers token by token, so that comments, strings and longer names that merely
/// contain the old name stay as they are.
private final class ModuleRenamer: SyntaxRewriter {
  let renames: [String: String]
  let importRenames: [String: String]

  init(renames: [String: String], importRenames: [String: String]) {
    self.renames = renames
    self.importRenames = importRenames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard case .identifier(let text) = token.tokenKind else { return token }
    if let new = renames[text] { return token.with(\.tokenKind, .identifier(new)) }
    if let new = importRenames[text], token.parent?.is(ImportPathComponentSyntax.self) == true {
      return token.with(\.tokenKind, .identifier(new))
    }
    return token
  }
}
