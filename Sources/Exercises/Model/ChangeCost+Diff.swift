import ExercisesModel
import Git

extension ChangeCost {
  /// What `changes` cost in `directory`: the changes whose path (or path before a rename) lies
  /// under it; those under its `Tests/` folder (where every sample keeps its unit tests) are
  /// its tests, the others its source.
  ///
  /// ```swift
  /// let cost = ChangeCost(try Repository.changes(inPatch: patch), under: "Samples/MVC")
  /// cost.tests.filesTouched  // the files of Samples/MVC/Tests/ the patch touches
  /// ```
  public init(_ changes: [FileChange], under directory: String) {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let tests = prefix + "Tests/"
    func isUnder(_ folder: String, _ change: FileChange) -> Bool {
      change.path.hasPrefix(folder) || (change.oldPath?.hasPrefix(folder) ?? false)
    }
    let inside = changes.filter { isUnder(prefix, $0) }
    // A file renamed into or out of Tests/ counts where it ends up.
    let isTest = { (change: FileChange) in change.path.hasPrefix(tests) }
    self.init(source: ChangeSize(inside.filter { !isTest($0) }), tests: ChangeSize(inside.filter(isTest)))
  }
}

extension ChangeSize {
  /// The files `changes` touch and their lines added and removed.
  init(_ changes: [FileChange]) {
    self.init(
      filesTouched: changes.count, linesAdded: changes.reduce(0) { $0 + $1.linesAdded },
      linesRemoved: changes.reduce(0) { $0 + $1.linesRemoved })
  }
}
