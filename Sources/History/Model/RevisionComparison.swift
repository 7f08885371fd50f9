import Git

/// What changed between two revisions, per group: figures before and after, and the
/// files and lines libgit2's diff touched.
///
/// ```swift
/// let comparison = try ComparisonCollector(repository: repository).compare("main", "feature")
/// comparison.groups.first?.delta.code  // +42
/// ```
public struct RevisionComparison: Sendable, Codable, Equatable {
  /// A revision as asked, and the commit it named.
  public struct Side: Sendable, Codable, Equatable {
    public var revision: String
    public var commit: ObjectID

    public init(revision: String, commit: ObjectID) {
      self.revision = revision
      self.commit = commit
    }
  }

  /// One group's change.
  public struct Group: Sendable, Codable, Equatable {
    public var name: String
    /// `nil` where the group does not exist at that revision.
    public var before: GroupFigures?
    public var after: GroupFigures?
    /// Swift files the diff touched in the group: added, deleted, modified or renamed.
    public var filesTouched: Int
    public var linesAdded: Int
    public var linesRemoved: Int
    /// Of the files touched, those renamed (a rename counts once, with its edits).
    public var filesRenamed: Int

    public init(
      name: String, before: GroupFigures?, after: GroupFigures?, filesTouched: Int, linesAdded: Int,
      linesRemoved: Int, filesRenamed: Int
    ) {
      self.name = name
      self.before = before
      self.after = after
      self.filesTouched = filesTouched
      self.linesAdded = linesAdded
      self.linesRemoved = linesRemoved
      self.filesRenamed = filesRenamed
    }

    /// After minus before, for the figures that add up.
    public var delta: Delta { Delta(before: before, after: after) }
  }

  /// Differences of the additive figures.
  public struct Delta: Sendable, Equatable {
    public var files: Int
    public var testFiles: Int
    public var code: Int
    public var testCode: Int
    public var complexity: Int
    public var types: Int
    /// Per role, only the roles that changed.
    public var roles: [String: Int]

    init(before: GroupFigures?, after: GroupFigures?) {
      func difference(_ figure: KeyPath<GroupFigures, Int>) -> Int {
        (after?[keyPath: figure] ?? 0) - (before?[keyPath: figure] ?? 0)
      }
      files = difference(\.files)
      testFiles = difference(\.testFiles)
      code = difference(\.code)
      testCode = difference(\.testCode)
      complexity = difference(\.complexity)
      types = difference(\.types)
      var roles: [String: Int] = [:]
      for role in Set((before?.roles.keys).map(Array.init) ?? []).union(after?.roles.keys.map { $0 } ?? []) {
        let change = (after?.roles[role] ?? 0) - (before?.roles[role] ?? 0)
        if change != 0 { roles[role] = change }
      }
      self.roles = roles
    }
  }

  public var old: Side
  public var new: Side
  public var groups: [Group]

  public init(old: Side, new: Side, groups: [Group]) {
    self.old = old
    self.new = new
    self.groups = groups
  }
}
