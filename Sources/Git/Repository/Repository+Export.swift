import CGit2
import Foundation

extension Repository {
  /// Writes a tree's files into `folder`, as `git archive | tar -x` would, without touching
  /// the repository's working tree or index.
  ///
  /// With `previous`, the tree `folder` already holds, only what differs is written or
  /// removed, so unchanged files keep their modification times and a build in `folder`
  /// stays incremental.
  ///
  /// ```swift
  /// try repository.export(tree: solved, into: folder, replacing: head.tree)
  /// ```
  public func export(tree treeID: ObjectID, into folder: URL, replacing previous: ObjectID? = nil) throws {
    let manager = FileManager.default
    guard let previous, manager.fileExists(atPath: folder.path) else {
      try? manager.removeItem(at: folder)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in try files(inTree: treeID) { try write(file, into: folder) }
      return
    }
    let wanted = Dictionary(uniqueKeysWithValues: try files(inTree: treeID).map { ($0.path, $0) })
    for change in try diff(fromTree: previous, toTree: treeID) {
      for path in [change.oldPath, change.path].compactMap({ $0 }) {
        if let file = wanted[path] {
          try write(file, into: folder)
        } else {
          try? manager.removeItem(at: folder.appendingPathComponent(path))
        }
      }
    }
  }

  private func write(_ file: TreeFile, into folder: URL) throws {
    let url = folder.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try blob(file.blob)).write(to: url)
    if file.isExecutable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
  }
}
