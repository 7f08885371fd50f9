import Foundation

/// How `archbench new` writes a plan so that a kill at any moment leaves the package finishable:
/// the steps, each one change on disk, in their order.
///
/// 1. `begin`: the journal, phase `staging` (``EditJournal``).
/// 2. `stage`: each new text under its staged name; an edited file's keeps the permission bits
///    and owner of the file it replaces, and is staged beside the file a symbolic link leads
///    to, so that the link stays a link.
/// 3. `commit`: the journal, phase `committing`. From here the sample is as good as written.
/// 4. `move`: each staged name renamed into place (``EditJournal/Move``).
/// 5. `end`: the journal removed.
///
/// Run in order they add the sample; cut after any of them, ``EditJournal`` finishes or
/// undoes the run. `Scaffolder.apply` runs them and, on an error (not a kill), undoes what
/// was done.
///
/// ```swift
/// let commit = StagedCommit(plan: plan, root: "/pkg")
/// for step in commit.steps { try step.run() }
/// ```
struct StagedCommit {
  /// One change on disk.
  struct Step {
    enum Kind: Equatable {
      case begin, stage, commit
      /// The move at this index of the journal's.
      case move(Int)
      case end
    }

    var kind: Kind
    var run: () throws(PackageFiles.Failure) -> Void
  }

  /// The package root, with symbolic links resolved.
  let root: String
  /// The journal as the commit point writes it.
  let journal: EditJournal
  /// The bytes of each edited file before the edit, by absolute path, to put back after an error.
  let originals: [String: [UInt8]]
  let steps: [Step]

  init(plan: Scaffolder.Plan, root: String) {
    self.root = root
    func absolute(_ path: String) -> String { EditJournal.absolute(path, root: root) }
    // A file's staged name: hidden, beside it.
    func staged(_ path: String) -> String {
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[...$0]) } ?? ""
      let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
      return folder + "." + file + EditJournal.stagedSuffix
    }
    let folder = EditJournal.Move(from: staged(plan.name.directory), to: plan.name.directory, replaces: false)
    // The other files with their texts: new ones, then edited ones, which replace the file a link leads to.
    let files: [(move: EditJournal.Move, text: String)] =
      plan.otherFiles.filter { !plan.edited.contains($0.key) }.sorted { $0.key < $1.key }.map {
        (EditJournal.Move(from: staged($0.key), to: $0.key, replaces: false), $0.value)
      }
      + plan.edited.map { path in
        let target = EditJournal.relative(PackageFiles.resolved(absolute(path)), root: root)
        return (EditJournal.Move(from: staged(target), to: target, replaces: true), plan.otherFiles[path] ?? "")
      }
    let moves = [folder] + files.map(\.move)
    let journal = EditJournal(
      name: plan.name.module, phase: .committing, moves: moves, created: plan.created, edited: plan.edited)
    self.journal = journal
    var originals: [String: [UInt8]] = [:]
    for move in moves where move.replaces {
      originals[absolute(move.to)] = FileManager.default.contents(atPath: absolute(move.to)).map(Array.init)
    }
    self.originals = originals

    var beginning = journal
    beginning.phase = .staging
    var steps = [Step(kind: .begin) { () throws(PackageFiles.Failure) in try beginning.write(root: root) }]
    // What a hand, or a run of an older archbench, left under these names goes first.
    steps.append(
      Step(kind: .stage) { () throws(PackageFiles.Failure) in
        for move in moves { try PackageFiles.remove(absolute(move.from)) }
      })
    for (path, text) in plan.sampleFiles.sorted(by: { $0.key < $1.key }) {
      let target = absolute(folder.from + "/" + path)
      let parent = String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)])
      steps.append(
        Step(kind: .stage) { () throws(PackageFiles.Failure) in
          try PackageFiles.makeFolders(parent)
          try PackageFiles.write(Array(text.utf8), to: target)
        })
    }
    for (move, text) in files {
      steps.append(
        Step(kind: .stage) { () throws(PackageFiles.Failure) in
          try PackageFiles.write(
            Array(text.utf8), to: absolute(move.from), keepingModeOf: move.replaces ? absolute(move.to) : nil)
        })
    }
    steps.append(Step(kind: .commit) { () throws(PackageFiles.Failure) in try journal.write(root: root) })
    for (index, move) in moves.enumerated() {
      steps.append(
        Step(kind: .move(index)) { () throws(PackageFiles.Failure) in try EditJournal.perform(move, root: root) })
    }
    steps.append(
      Step(kind: .end) { () throws(PackageFiles.Failure) in try PackageFiles.remove(absolute(EditJournal.file)) })
    self.steps = steps
  }

  /// Undoes the moves done, after an error: new files and folders removed, edited files given
  /// their old bytes back; then the staged files and the journal.
  func undo(moved: [Int]) {
    for index in moved.reversed() {
      let move = journal.moves[index]
      let to = EditJournal.absolute(move.to, root: root)
      if move.replaces, let old = originals[to] {
        let from = EditJournal.absolute(move.from, root: root)
        try? PackageFiles.write(old, to: from, keepingModeOf: to)
        try? PackageFiles.replace(to, with: from)
      } else if !move.replaces {
        try? PackageFiles.remove(to)
      }
    }
    try? journal.rollBack(root: root)
  }
}
