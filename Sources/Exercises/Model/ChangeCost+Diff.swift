import ExercisesModel
import Git

extension ChangeCost {
  /// What `changes` cost in `directory`: the changes whose path (or path before a rename) lies under it.
  ///
  /// ```swift
  /// let cost = ChangeCost(try Repository.changes(inPatch: patch), under: "Samples/MVC")
  /// ```
  public init(_ changes: [FileChange], under directory: String) {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let inside = changes.filter { $0.path.hasPrefix(prefix) || ($0.oldPath?.hasPrefix(prefix) ?? false) }
    self.init(
      filesTouched: inside.count, linesAdded: inside.reduce(0) { $0 + $1.linesAdded },
      linesRemoved: inside.reduce(0) { $0 + $1.linesRemoved })
  }

}
