import Git

/// A part of a tree measured on its own: one architecture's folder, or a path asked for.
///
/// By default each folder in `Samples/` is one (this project's layout: one architecture a
/// folder); a tree without `Samples/` is one group, the whole tree, named `.`.
///
/// ```swift
/// let groups = try ArchitectureGroup.defaults(in: repository, at: commit)
/// groups.map(\.name)  // ["Clean", "MVC", "MVP", "MVVM", "MVVMC", "MVVMUIKit", "Redux", "VIP", "VIPER"]
/// ```
public struct ArchitectureGroup: Sendable, Hashable, Codable {
  public var name: String
  /// The folder from the repository's root; `""` for the whole tree.
  public var path: String

  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  /// A group for a path given on the command line, named by it.
  public init(path: String) {
    let normalized = path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    self.init(name: normalized.isEmpty ? "." : normalized, path: normalized)
  }

  /// A group for `path` given from the folder `prefix` of the working tree (`""` at the top),
  /// with `.` and `..` resolved as `git` resolves them; named by the resolved path.
  ///
  /// ```swift
  /// try ArchitectureGroup(path: "../MVC", from: "Samples/MVVM/").path  // "Samples/MVC"
  /// try ArchitectureGroup(path: "..", from: "")                        // throws pathOutsideRepository
  /// ```
  public init(path: String, from prefix: String) throws(GitError) {
    var components: [Substring] = []
    for component in (prefix + path).split(separator: "/") where component != "." && !component.isEmpty {
      if component == ".." {
        guard !components.isEmpty else { throw .pathOutsideRepository(path) }
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    self.init(path: components.joined(separator: "/"))
  }

  /// The folders of `Samples/` in `commit`'s tree, or the whole tree.
  public static func defaults(in repository: Repository, at commit: Commit) throws(GitError) -> [ArchitectureGroup] {
    let folders: [TreeFile]
    do {
      folders = try repository.files(in: commit, under: "Samples", matching: { $0.hasSuffix(".swift") })
    } catch .missingPath {
      return [ArchitectureGroup(name: ".", path: "")]
    }
    // "Samples/MVC/…/File.swift": a Swift file somewhere in a folder of Samples/.
    let names = Set(
      folders.compactMap { file -> String? in
        let components = file.path.split(separator: "/")
        return components.count >= 3 ? String(components[1]) : nil
      })
    if names.isEmpty { return [ArchitectureGroup(name: ".", path: "")] }
    return names.sorted().map { ArchitectureGroup(name: $0, path: "Samples/\($0)") }
  }

  /// Whether `path` (from the repository's root) lies in this group.
  public func contains(_ path: String) -> Bool {
    self.path.isEmpty || path.hasPrefix(self.path + "/") || path == self.path
  }
}
