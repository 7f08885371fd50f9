import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides which files a scan reads: a package's target sources, a folder's Swift files,
/// or one file; then applies `--include` and `--exclude`.
///
/// ```swift
/// let found = try SourceDiscovery.discover(root: "Samples", include: [], exclude: [GlobPattern("*Tests*")])
/// found.files.map(\.path)  // ["MVC/Sources/App/AppDelegate.swift", …]
/// ```
public struct SourceDiscovery: Sendable {
  public var discovery: ScanReport.Discovery
  public var files: [SourceFile]
  public var issues: [ScanIssue]

  /// Finds the files under `root`. Throws ``ScanError`` if `root` does not exist, is neither
  /// a folder nor a regular file (a FIFO would block the read forever), or its package cannot
  /// be read.
  ///
  /// - Parameters:
  ///   - description: the package's targets as its manifest, run, lists them
  ///     (``PackageDescriber``); without it `Package.swift` is read without running it
  ///     (``PackageManifestReader``).
  ///   - followLinks: follow symbolic links that lead outside `root`.
  public static func discover(
    root: String, include: [GlobPattern] = [], exclude: [GlobPattern] = [], usePackage: Bool = true,
    description: PackageDescriber.Description? = nil, followLinks: Bool = false
  ) throws -> SourceDiscovery {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      throw ScanError.missingPath(root)
    }
    var result: SourceDiscovery
    if !isDirectory.boolValue {
      var info = stat()
      guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw ScanError.notRegularFile(root) }
      let name = String(root.split(separator: "/").last ?? Substring(root))
      result = SourceDiscovery(
        discovery: .file, files: [SourceFile(absolutePath: root, path: name, group: group(ofPath: root))], issues: [])
    } else if usePackage && FileManager.default.fileExists(atPath: root + "/Package.swift") {
      result = try packageFiles(root: root, description: description, followLinks: followLinks)
    } else {
      var walker = FolderWalker(followsLinksOutside: followLinks)
      walker.exclude = exclude
      walker.walk(root: root)
      let files = walker.files.map {
        SourceFile(absolutePath: $0.absolutePath, path: $0.path, group: group(ofPath: $0.path), size: $0.size)
      }
      result = SourceDiscovery(discovery: .folder, files: files, issues: walker.issues)
    }
    result.files = result.files.filter { file in
      (include.isEmpty || include.contains { $0.matches(file.path) }) && !exclude.contains { $0.matches(file.path) }
    }
    return result
  }

  /// A package's target files: from its manifest's `description` when it was run, else from reading it.
  private static func packageFiles(
    root: String, description: PackageDescriber.Description?, followLinks: Bool
  ) throws -> SourceDiscovery {
    var files: [SourceFile] = []
    var issues: [ScanIssue] = []
    let targets: [PackageDescriber.Target]
    if let description {
      targets = description.targets
    } else {
      let manifest = try PackageManifestReader.read(root: root, followLinks: followLinks)
      targets = manifest.targets
      issues = manifest.issues
    }
    var seen: Set<String> = []
    let base = root.hasSuffix("/") ? String(root.dropLast()) : root
    for target in targets.sorted(by: { $0.name < $1.name }) {
      let group: FileGroup = target.type == "test" ? .test : .production
      for source in target.sources ?? [] where source.hasSuffix(".swift") {
        let path = target.path == "." ? source : target.path + "/" + source
        guard seen.insert(path).inserted else { continue }
        let absolute = base + "/" + path
        if !FileManager.default.fileExists(atPath: absolute) {
          issues.append(
            ScanIssue(path: path, severity: .error, kind: .missing, message: "listed by the package but missing"))
          continue
        }
        files.append(SourceFile(absolutePath: absolute, path: path, group: group, target: target.name))
      }
    }
    files.sort { $0.path < $1.path }
    return SourceDiscovery(discovery: .package, files: files, issues: issues)
  }

  /// Test code by convention: a folder named `Tests`, `…Tests`, `Specs`, or a file `…Tests.swift`.
  public static func group(ofPath path: String) -> FileGroup {
    let components = path.split(separator: "/")
    for folder in components.dropLast() {
      let lowered = folder.lowercased()
      if lowered == "tests" || lowered.hasSuffix("tests") || lowered == "specs" || lowered == "test" {
        return .test
      }
    }
    if let name = components.last, name.hasSuffix("Tests.swift") || name.hasSuffix("Spec.swift") {
      return .test
    }
    return .production
  }
}
