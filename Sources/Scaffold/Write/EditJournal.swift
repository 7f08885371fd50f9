import Foundation

/// The record `archbench new` keeps in the package while it writes, so that a run killed at any
/// point is finished or undone by the next one.
///
/// `apply` writes every new text under a staged name first (`Samples/.<Name>.archbench-new/`,
/// `.Package.swift.archbench-new` beside `Package.swift`…), then commits by renaming each into
/// place. The journal, `.archbench-new.journal` in the package root, lists those renames:
///
/// - written with phase `staging` before the first staged file: a run killed then has changed
///   nothing, and the next removes the staged files (``rollBack(root:)``);
/// - rewritten with phase `committing` once every staged file is complete, the commit point:
///   a run killed after it is finished by the next (``finish(root:)``), each rename being done
///   at most once (a move whose staged name is gone was done);
/// - removed after the last rename.
///
/// The journal itself is replaced by a rename, so it is always whole. Paths are relative to the
/// package root, or absolute for a file a symbolic link leads outside it.
///
/// ```swift
/// if let journal = try EditJournal.read(root: root), journal.phase == .committing {
///   try journal.finish(root: root)  // the interrupted sample is now complete
/// }
/// ```
struct EditJournal: Codable, Equatable {
  /// Whether the staged files are all written: before, the run is undone; after, finished.
  enum Phase: String, Codable {
    case staging, committing
  }

  /// One rename that puts a staged file or folder in its place.
  struct Move: Codable, Equatable {
    /// The staged name.
    var from: String
    /// The place; for an edited file, the file a symbolic link there leads to.
    var to: String
    /// An edited file, replaced; otherwise a new file or folder, which never replaces anything.
    var replaces: Bool
  }

  static let file = ".archbench-new.journal"
  /// The suffix of every staged name, and of the journal's own while it is written.
  static let stagedSuffix = ".archbench-new"

  /// The sample's name, as the command line gave it.
  var name: String
  var phase: Phase
  /// In the order they are done: new folder and files first, then the edited files, so that a
  /// name someone else took meanwhile stops the commit before any file is replaced.
  var moves: [Move]
  /// What the run prints as created and edited, from the package root.
  var created: [String]
  var edited: [String]

  /// The absolute path of a journal path.
  static func absolute(_ path: String, root: String) -> String {
    path.hasPrefix("/") ? path : root + "/" + path
  }

  /// The journal path of an absolute path: relative to `root` when inside it.
  static func relative(_ path: String, root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// The package's journal; nil when no run was interrupted.
  ///
  /// A journal half-written when its run was killed (`.archbench-new.journal.archbench-new`) is
  /// removed: its run had not staged anything yet.
  static func read(root: String) throws(ScaffoldError) -> EditJournal? {
    let path = absolute(file, root: root)
    try? PackageFiles.remove(path + stagedSuffix)
    guard PackageFiles.exists(path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path),
      let journal = try? JSONDecoder().decode(EditJournal.self, from: data)
    else {
      let staged = leftovers(root: root)
      throw .unexpectedPackage(
        path: path,
        reason: "an interrupted archbench new left it and it cannot be read; remove it"
          + (staged.isEmpty ? "" : " and \(staged.joined(separator: ", "))") + ", then run again")
    }
    return journal
  }

  /// Writes the journal over the old one in one rename.
  func write(root: String) throws(PackageFiles.Failure) {
    let path = Self.absolute(Self.file, root: root)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data()
    try PackageFiles.write(Array(data) + [UInt8(ascii: "\n")], to: path + Self.stagedSuffix)
    try PackageFiles.replace(path, with: path + Self.stagedSuffix)
  }

  /// Does each rename not yet done, then removes the journal.
  ///
  /// - Throws: when a rename fails; the message says what to remove to give the run up, or
  ///   what to fix to finish it.
  func finish(root: String) throws(ScaffoldError) {
    for (index, move) in moves.enumerated() {
      do {
        try Self.perform(move, root: root)
      } catch {
        guard error.exists, !move.replaces else {
          throw .unexpectedPackage(
            path: root,
            reason: "cannot finish the interrupted archbench new \(name): \(error.path): \(error.reason); "
              + "fix that and run again")
        }
        // New names come first, so no edited file has been replaced yet: giving up is removing these.
        let done = moves[..<index].map(\.to)
        let staged = moves[index...].map(\.from)
        let remove = (done + staged).map { Self.relative($0, root: root) } + [Self.file]
        throw .unexpectedPackage(
          path: root,
          reason: "cannot finish the interrupted archbench new \(name): \(Self.relative(move.to, root: root)) exists; "
            + "to give it up, remove \(remove.joined(separator: ", "))")
      }
    }
    do {
      try PackageFiles.remove(Self.absolute(Self.file, root: root))
    } catch {
      throw .io(path: error.path, reason: error.reason)
    }
  }

  /// Removes every staged file and folder, then the journal: what a run does when it stops
  /// before its commit point.
  func rollBack(root: String) throws(ScaffoldError) {
    do {
      for move in moves { try PackageFiles.remove(Self.absolute(move.from, root: root)) }
      try PackageFiles.remove(Self.absolute(Self.file, root: root))
    } catch {
      throw .io(path: error.path, reason: "\(error.reason); remove it and \(Self.file), then run again")
    }
  }

  /// Does one rename, unless it was done already (its staged name is gone).
  static func perform(_ move: Move, root: String) throws(PackageFiles.Failure) {
    let from = absolute(move.from, root: root)
    let to = absolute(move.to, root: root)
    guard PackageFiles.exists(from) else { return }
    if move.replaces {
      try PackageFiles.replace(to, with: from)
    } else {
      try PackageFiles.moveNew(from: from, to: to)
    }
  }

  /// Staged names in the places `new` stages, for a journal that cannot be read.
  private static func leftovers(root: String) -> [String] {
    ["", "Samples/", "\(RegistryEdit.folder)/"].flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: absolute(folder, root: root))) ?? [])
        .filter { $0.hasSuffix(stagedSuffix) }.map { folder + $0 }
    }.sorted()
  }
}
