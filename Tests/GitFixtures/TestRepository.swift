import CGit2
import Foundation

/// A git repository built in a temporary folder through libgit2 itself, for tests.
///
/// Commits are written straight to the object database: files, branches, merges, renames
/// and deletions, with a fixed author and a date per commit, so ids are the same each run.
///
/// ```swift
/// let repository = try TestRepository()
/// let first = try repository.commit(["App.swift": "struct App {}\n"], message: "Add the app")
/// try repository.branch("feature", at: first)
/// ```
public final class TestRepository {
  public let path: String
  private let pointer: OpaquePointer
  /// Commit times start here and advance a minute per commit.
  private var clock: Int64 = 1_767_225_600

  /// A new repository: with a working tree (nothing checked out), or bare.
  public init(bare: Bool = false) throws {
    git_libgit2_init()
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("archbench-git-\(UUID().uuidString)").path
    var handle: OpaquePointer?
    try Self.check(git_repository_init(&handle, path, bare ? 1 : 0), "init")
    pointer = handle!
  }

  deinit {
    git_repository_free(pointer)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Commits `files` (path → content) as the whole tree, with the given parents (by
  /// default the tip of `branch`), and moves `branch` to it. Returns the commit's id.
  @discardableResult
  public func commit(
    _ files: [String: String], message: String, branch: String = "main", parents: [String]? = nil
  ) throws -> String {
    try commit(
      bytes: Dictionary(uniqueKeysWithValues: files.map { (Array($0.utf8), Array($1.utf8)) }), message: message,
      branch: branch, parents: parents)
  }

  /// Commits files named and filled by bytes, as ``commit(_:message:branch:parents:)``: for
  /// names git takes and Swift strings cannot hold, such as `caf\xE9.swift` (not UTF-8).
  @discardableResult
  public func commit(
    bytes files: [[UInt8]: [UInt8]], message: String, branch: String = "main", parents: [String]? = nil
  ) throws -> String {
    var treeID = try writeTree(files)
    var tree: OpaquePointer?
    try Self.check(git_tree_lookup(&tree, pointer, &treeID), "tree lookup")
    defer { git_tree_free(tree) }
    let parentIDs = try parents ?? (tip(of: branch).map { [$0] } ?? [])
    var parentCommits: [OpaquePointer?] = []
    defer { parentCommits.forEach { git_commit_free($0) } }
    for parent in parentIDs {
      var oid = git_oid()
      try Self.check(git_oid_fromstr(&oid, parent), "parent id")
      var commit: OpaquePointer?
      try Self.check(git_commit_lookup(&commit, pointer, &oid), "parent lookup")
      parentCommits.append(commit)
    }
    clock += 60
    var signature: UnsafeMutablePointer<git_signature>?
    try Self.check(git_signature_new(&signature, "Test Author", "test@example.com", clock, 0), "signature")
    defer { git_signature_free(signature) }
    var commitID = git_oid()
    try parentCommits.withUnsafeMutableBufferPointer { buffer in
      try Self.check(
        git_commit_create(
          &commitID, pointer, nil, signature, signature, nil, message, tree, buffer.count, buffer.baseAddress),
        "commit")
    }
    let id = Self.hex(commitID)
    try setBranch(branch, to: id)
    return id
  }

  /// Points `name` at `commit`, creating the branch if needed.
  public func branch(_ name: String, at commit: String) throws {
    try setBranch(name, to: commit)
  }

  /// Tags `commit` with a lightweight tag.
  public func tag(_ name: String, at commit: String) throws {
    try setReference("refs/tags/\(name)", to: commit)
  }

  /// Tags the object `id` (a commit, a tree or a blob) with an annotated tag, as `git tag -a`.
  public func annotatedTag(_ name: String, at id: String) throws {
    var oid = git_oid()
    try Self.check(git_oid_fromstr(&oid, id), "id")
    var target: OpaquePointer?
    try Self.check(git_object_lookup(&target, pointer, &oid, GIT_OBJECT_ANY), "look up \(id)")
    defer { git_object_free(target) }
    var signature: UnsafeMutablePointer<git_signature>?
    try Self.check(git_signature_new(&signature, "Test Author", "test@example.com", clock, 0), "signature")
    defer { git_signature_free(signature) }
    var tagID = git_oid()
    try Self.check(git_tag_create(&tagID, pointer, name, target, signature, "Tag \(name)", 0), "tag \(name)")
  }

  /// The id of `commit`'s root tree.
  public func rootTreeID(of commit: String) throws -> String {
    var oid = git_oid()
    try Self.check(git_oid_fromstr(&oid, commit), "parse the commit id")
    var object: OpaquePointer?
    try Self.check(git_commit_lookup(&object, pointer, &oid), "look up the commit")
    defer { git_commit_free(object) }
    return Self.hex(git_commit_tree_id(object).pointee)
  }

  /// The id `branch` points to, if it exists.
  public func tip(of branch: String) throws -> String? {
    var oid = git_oid()
    let code = git_reference_name_to_id(&oid, pointer, "refs/heads/\(branch)")
    if code == GIT_ENOTFOUND.rawValue { return nil }
    try Self.check(code, "branch lookup")
    return Self.hex(oid)
  }

  /// Writes `HEAD`'s tree into the working tree, as `git checkout --force` does.
  public func checkOut() throws {
    var options = git_checkout_options()
    try Self.check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)), "checkout options")
    options.checkout_strategy = GIT_CHECKOUT_FORCE.rawValue
    try Self.check(git_checkout_head(pointer, &options), "checkout")
  }

  /// The file holding a loose object, for tests that corrupt it.
  public func looseObjectPath(_ id: String) -> String {
    let gitDirectory = String(cString: git_repository_path(pointer))
    return gitDirectory + "objects/" + id.prefix(2) + "/" + id.dropFirst(2)
  }

  /// The id of the tree at `path` in `commit`'s tree, for tests that corrupt it.
  public func treeID(at path: String, in commit: String) throws -> String {
    var oid = git_oid()
    try Self.check(git_oid_fromstr(&oid, commit), "parse the commit id")
    var object: OpaquePointer?
    try Self.check(git_commit_lookup(&object, pointer, &oid), "look up the commit")
    defer { git_commit_free(object) }
    var tree: OpaquePointer?
    try Self.check(git_commit_tree(&tree, object), "read the commit's tree")
    defer { git_tree_free(tree) }
    var entry: OpaquePointer?
    try Self.check(git_tree_entry_bypath(&entry, tree, path), "find \(path)")
    defer { git_tree_entry_free(entry) }
    return Self.hex(git_tree_entry_id(entry).pointee)
  }

  /// The id of the blob that holds `content`.
  public func blobID(_ content: String) throws -> String {
    var oid = git_oid()
    let bytes = Array(content.utf8)
    try Self.check(git_blob_create_from_buffer(&oid, pointer, bytes, bytes.count), "blob")
    return Self.hex(oid)
  }

  /// Marks `commit` as a shallow boundary, as `git clone --depth` does.
  public func makeShallow(at commit: String) throws {
    let gitDirectory = String(cString: git_repository_path(pointer))
    try (commit + "\n").write(toFile: gitDirectory + "shallow", atomically: true, encoding: .utf8)
  }

  // MARK: Internals

  private func setBranch(_ name: String, to commit: String) throws {
    try setReference("refs/heads/\(name)", to: commit)
    if name == "main" { try Self.check(git_repository_set_head(pointer, "refs/heads/main"), "set HEAD") }
  }

  private func setReference(_ name: String, to commit: String) throws {
    var oid = git_oid()
    try Self.check(git_oid_fromstr(&oid, commit), "id")
    var reference: OpaquePointer?
    try Self.check(git_reference_create(&reference, pointer, name, &oid, 1, nil), "reference \(name)")
    git_reference_free(reference)
  }

  /// Writes the tree for `files` (paths with `/` become folders) and returns its id.
  private func writeTree(_ files: [[UInt8]: [UInt8]]) throws -> git_oid {
    var builder: OpaquePointer?
    try Self.check(git_treebuilder_new(&builder, pointer, nil), "tree builder")
    defer { git_treebuilder_free(builder) }
    var folders: [[UInt8]: [[UInt8]: [UInt8]]] = [:]
    for (path, content) in files {
      if let slash = path.firstIndex(of: UInt8(ascii: "/")) {
        folders[Array(path[..<slash]), default: [:]][Array(path[(slash + 1)...])] = content
        continue
      }
      var oid = git_oid()
      try Self.check(git_blob_create_from_buffer(&oid, pointer, content, content.count), "blob")
      try Self.check(
        git_treebuilder_insert(nil, builder, Self.cString(path), &oid, GIT_FILEMODE_BLOB), "insert \(path)")
    }
    for (name, contents) in folders {
      var oid = try writeTree(contents)
      try Self.check(
        git_treebuilder_insert(nil, builder, Self.cString(name), &oid, GIT_FILEMODE_TREE), "insert \(name)")
    }
    var treeID = git_oid()
    try Self.check(git_treebuilder_write(&treeID, builder), "tree write")
    return treeID
  }

  /// A name's bytes with a NUL after them, as libgit2 takes a name.
  private static func cString(_ bytes: [UInt8]) -> [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }

  private static func hex(_ oid: git_oid) -> String {
    var oid = oid
    var buffer = [CChar](repeating: 0, count: 41)
    git_oid_tostr(&buffer, buffer.count, &oid)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func check(_ code: Int32, _ operation: String) throws {
    guard code >= 0 else {
      let message = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown"
      throw TestRepositoryError(message: "\(operation): \(message)")
    }
  }
}

/// A libgit2 call failed while building a test repository.
public struct TestRepositoryError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
