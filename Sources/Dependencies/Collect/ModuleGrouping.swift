import CodeMetrics

/// How a scan's files are grouped into modules, the units of coupling.
///
/// A package's files belong to their SwiftPM target; any other file to the scanned folder as a
/// whole, named after it. `--modules-by-folder` makes each top-level folder a module instead
/// (`App/Login/LoginView.swift` is in `App`), for an Xcode project or a monorepo without a
/// package. Only targets come with import information: a file of a target sees the modules it
/// imports, while folder modules see each other.
///
/// ```swift
/// ModuleGrouping.targets.module(of: file, root: "/tmp/nio")   // "NIOCore" for Sources/NIOCore/…
/// ModuleGrouping.topFolders.module(of: file, root: "MyApp")   // "Features" for Features/Login/…
/// ```
public enum ModuleGrouping: String, Sendable, Codable, CaseIterable {
  /// SwiftPM targets when the scan found a package; otherwise one module, the scanned folder.
  case targets
  /// Each file's top-level folder; files directly in the root make a module named after it.
  case topFolders

  public func module(of file: SourceFile, root: String) -> String {
    switch self {
    case .targets:
      return file.target ?? Self.name(ofRoot: root)
    case .topFolders:
      let components = file.path.split(separator: "/")
      return components.count > 1 ? String(components[0]) : Self.name(ofRoot: root)
    }
  }

  /// `Samples` for `Samples/` or `./Samples`; `.` stays `.`.
  static func name(ofRoot root: String) -> String {
    let trimmed = root.split(separator: "/").last.map(String.init) ?? root
    return trimmed.hasSuffix(".swift") ? String(trimmed.dropLast(6)) : trimmed
  }
}
