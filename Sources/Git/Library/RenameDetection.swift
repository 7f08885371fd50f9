import CGit2
import Foundation

/// git's rename detection for `git diff -M` (diffcore-rename.c), run on a libgit2 diff.
///
/// git pairs a deleted file (a *source*) with an added one (a *destination*) in four steps:
/// 1. **exact**: the same blob; among several, one not used yet with the same file name;
/// 2. **same file name**: a source whose file name no other source has, and a destination whose
///    file name no other destination has, pair when at least 75 % similar (50 % + half the rest);
/// 3. **the limit**: if the sources × destinations still unpaired exceed `diff.renameLimit`²
///    (1000² by default), git stops here and says so ("exhaustive rename detection was skipped");
/// 4. **the most similar**: each destination keeps its 4 most similar sources; all those pairs,
///    most similar first (ties: same file name first), pair when both are free and at least 50 %
///    similar.
///
/// Similarity is git's (``GitSimilarity``), on a scale of 60,000 as git's `MAX_SCORE`. The pairs
/// found here are handed to libgit2's `git_diff_find_similar` through a similarity metric that
/// rates exactly these pairs and no other, so libgit2 rewrites the diff with git's pairs. (libgit2's
/// own metric and matching rate some pairs far above git, and its `rename_limit` caps the sources
/// tried per file rather than the product.)
///
/// ```swift
/// let code = RenameDetection.find(in: diff, flags: GIT_DIFF_FIND_RENAMES.rawValue, repository: pointer, workdir: nil)
/// ```
enum RenameDetection {
  /// git's `diff.renameLimit` default (git-config(1): "currently 1000").
  static let limit = 1000
  /// git's `MAX_SCORE`: similarity 100 %.
  static let maxScore = 60_000
  /// git's default `-M` threshold, 50 %.
  static let minimumScore = 30_000
  /// git's threshold for step 2: `minimum_score + 0.5 × (MAX_SCORE − minimum_score)`, 75 %.
  static let basenameScore = 45_000
  /// git's `NUM_CANDIDATE_PER_DST`.
  static let candidatesPerDestination = 4

  /// Detects renames in `diff` by git's rules; libgit2's return code.
  ///
  /// `flags` are libgit2's (`GIT_DIFF_FIND_RENAMES`, with `GIT_DIFF_FIND_FOR_UNTRACKED` for a
  /// working tree, whose added files are read from `workdir`). Blobs are read from `repository`.
  static func find(in diff: OpaquePointer, flags: UInt32, repository: OpaquePointer?, workdir: String?) -> Int32 {
    let untracked = flags & GIT_DIFF_FIND_FOR_UNTRACKED.rawValue != 0
    let finder = Finder(diff: diff, repository: repository, workdir: workdir, untracked: untracked)
    let pairs = finder.pairs()
    guard !pairs.isEmpty else { return 0 }
    let context = Context(pairs: pairs)
    var find = git_diff_find_options()
    git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
    find.flags = flags
    find.rename_threshold = 50
    // Every pair is rated by the metric below; libgit2's cap on sources per file must not cut in.
    find.rename_limit = Int.max
    var metric = context.metric()
    return withExtendedLifetime(context) {
      withUnsafeMutablePointer(to: &metric) { metric in
        find.metric = metric
        return git_diff_find_similar(diff, &find)
      }
    }
  }

  /// One deleted or added file: a rename source or destination.
  final class File {
    let path: [UInt8]
    let id: ObjectID?
    let isRegular: Bool
    /// Reads the file's bytes (a blob, or a working-tree file).
    let read: () -> [UInt8]?
    private var loaded: (size: Int, signature: GitSimilarity.Signature)??

    init(path: [UInt8], id: ObjectID?, isRegular: Bool, read: @escaping () -> [UInt8]?) {
      self.path = path
      self.id = id
      self.isRegular = isRegular
      self.read = read
    }

    /// The file's size and git's span counts, read once; `nil` if it cannot be read.
    var content: (size: Int, signature: GitSimilarity.Signature)? {
      if let loaded { return loaded }
      let bytes = read()
      let value: (size: Int, signature: GitSimilarity.Signature)? = bytes.map { bytes in
        (bytes.count, bytes.withUnsafeBytes { GitSimilarity.signature(of: $0) })
      }
      loaded = .some(value)
      return value
    }

    /// The name after the last `/`.
    var basename: ArraySlice<UInt8> {
      path.lastIndex(of: UInt8(ascii: "/")).map { path[($0 + 1)...] } ?? path[...]
    }
  }

  /// A pair git chose, by path: source (old) path and destination (new) path.
  struct PairKey: Hashable {
    let old: [UInt8]
    let new: [UInt8]
  }

  /// The sources and destinations of one diff, and git's steps over them.
  struct Finder {
    var sources: [File]
    var destinations: [File]
    /// `diff.renameLimit`.
    var limit = RenameDetection.limit

    init(sources: [File], destinations: [File], limit: Int = RenameDetection.limit) {
      self.sources = sources
      self.destinations = destinations
      self.limit = limit
    }

    /// The deleted files of `diff` as sources, its added ones (and untracked ones if asked) as
    /// destinations, in the diff's (path) order.
    init(diff: OpaquePointer, repository: OpaquePointer?, workdir: String?, untracked: Bool) {
      var sources: [File] = []
      var destinations: [File] = []
      for index in 0..<git_diff_num_deltas(diff) {
        guard let delta = git_diff_get_delta(diff, index)?.pointee else { continue }
        switch delta.status {
        case GIT_DELTA_DELETED:
          sources.append(Self.file(delta.old_file, repository: repository, workdir: nil))
        case GIT_DELTA_ADDED:
          destinations.append(Self.file(delta.new_file, repository: repository, workdir: workdir))
        case GIT_DELTA_UNTRACKED where untracked:
          destinations.append(Self.file(delta.new_file, repository: repository, workdir: workdir))
        default: continue
        }
      }
      self.init(sources: sources, destinations: destinations)
    }

    static func file(_ file: git_diff_file, repository: OpaquePointer?, workdir: String?) -> File {
      let path = file.path.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
      let isRegular = UInt32(file.mode) & 0o170000 == 0o100000
      if let workdir {
        // A working-tree file: its id is the hash of its bytes (libgit2 may not have computed it).
        let read = { RenameDetection.readFile(workdir: workdir, path: path) }
        let id = read().flatMap(RenameDetection.blobID)
        return File(path: path, id: id, isRegular: isRegular) { read() }
      }
      var oid = file.id
      let id = git_oid_is_zero(&oid) == 0 ? ObjectID(oid) : nil
      return File(path: path, id: id, isRegular: isRegular) {
        guard let repository else { return nil }
        var oid = oid
        var blob: OpaquePointer?
        guard git_blob_lookup(&blob, repository, &oid) == 0, let blob else { return nil }
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let bytes = git_blob_rawcontent(blob) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: size))
      }
    }

    /// git's pairs: source index and destination index by step, with git's score.
    func pairs() -> [PairKey: Int] {
      var sourceUsed = [Bool](repeating: false, count: sources.count)
      var destinationPaired = [Bool](repeating: false, count: destinations.count)
      var result: [PairKey: Int] = [:]
      func record(_ source: Int, _ destination: Int, _ score: Int) {
        sourceUsed[source] = true
        destinationPaired[destination] = true
        result[PairKey(old: sources[source].path, new: destinations[destination].path)] = score
      }
      guard !sources.isEmpty, !destinations.isEmpty else { return result }

      // 1. Exact (find_identical_files): the first unused source of the same blob, preferring
      //    one with the same file name. libgit2 pairs only regular files, so symlinks are left.
      var byID: [ObjectID: [Int]] = [:]
      for (index, source) in sources.enumerated() where source.isRegular {
        if let id = source.id { byID[id, default: []].append(index) }
      }
      for (index, destination) in destinations.enumerated() where destination.isRegular {
        guard let id = destination.id, let candidates = byID[id] else { continue }
        var best: (source: Int, score: Int)?
        for source in candidates where !sourceUsed[source] {
          let score = 1 + (sources[source].basename == destination.basename ? 1 : 0)
          if score > (best?.score ?? -1) { best = (source, score) }
          if score == 2 { break }
        }
        if let best { record(best.source, index, RenameDetection.maxScore) }
      }

      // 2. The same file name, unique on both sides (find_basename_matches), at 75 %.
      var sourceNames: [ArraySlice<UInt8>: Int] = [:]
      for (index, source) in sources.enumerated() where !sourceUsed[index] {
        sourceNames[source.basename] = sourceNames[source.basename] == nil ? index : -1
      }
      var destinationNames: [ArraySlice<UInt8>: Int] = [:]
      for (index, destination) in destinations.enumerated() where !destinationPaired[index] {
        destinationNames[destination.basename] = destinationNames[destination.basename] == nil ? index : -1
      }
      for (index, source) in sources.enumerated() where !sourceUsed[index] {
        guard sourceNames[source.basename] == index, let destination = destinationNames[source.basename],
          destination >= 0, !destinationPaired[destination]
        else { continue }
        let score = similarity(source, destinations[destination], minimum: RenameDetection.basenameScore)
        if score >= RenameDetection.basenameScore { record(index, destination, score) }
      }

      // 3. The limit (too_many_rename_candidates), on what is left.
      let leftSources = sources.indices.filter { !sourceUsed[$0] }
      let leftDestinations = destinations.indices.filter { !destinationPaired[$0] }
      guard !leftSources.isEmpty, !leftDestinations.isEmpty,
        leftSources.count * leftDestinations.count <= limit * limit
      else { return result }

      // 4. The most similar: 4 candidates per destination, sorted, then paired greedily.
      var matrix: [Candidate] = []
      for destination in leftDestinations {
        var slots = [Candidate](repeating: .unused, count: RenameDetection.candidatesPerDestination)
        for source in leftSources {
          let candidate = Candidate(
            destination: destination, source: source,
            score: similarity(sources[source], destinations[destination], minimum: RenameDetection.minimumScore),
            nameScore: sources[source].basename == destinations[destination].basename ? 1 : 0)
          // record_if_better: replace the worst slot (the first of the worst) if strictly better.
          var worst = 0
          for slot in 1..<slots.count where Candidate.order(slots[slot], slots[worst]) > 0 { worst = slot }
          if Candidate.order(slots[worst], candidate) > 0 { slots[worst] = candidate }
        }
        matrix += slots
      }
      // git's STABLE_QSORT: Swift's sort is stable too.
      matrix.sort { Candidate.order($0, $1) < 0 }
      for candidate in matrix {
        guard candidate.destination >= 0, candidate.score >= RenameDetection.minimumScore else { break }
        if destinationPaired[candidate.destination] || sourceUsed[candidate.source] { continue }
        record(candidate.source, candidate.destination, candidate.score)
      }
      return result
    }

    /// git's `estimate_similarity`: 0 for anything but two regular files, or sizes too far apart
    /// for `minimum`; else the bytes copied × 60,000 / the larger size.
    func similarity(_ source: File, _ destination: File, minimum: Int) -> Int {
      guard source.isRegular, destination.isRegular, let old = source.content, let new = destination.content
      else { return 0 }
      let larger = max(old.size, new.size)
      let smaller = min(old.size, new.size)
      if larger * (RenameDetection.maxScore - minimum) < (larger - smaller) * RenameDetection.maxScore { return 0 }
      guard new.size > 0 else { return 0 }
      return GitSimilarity.copiedBytes(old.signature, new.signature) * RenameDetection.maxScore / larger
    }
  }

  /// One slot of git's `diff_score` matrix.
  struct Candidate {
    var destination: Int
    var source: Int
    var score: Int
    var nameScore: Int

    static let unused = Candidate(destination: -1, source: -1, score: 0, nameScore: 0)

    /// git's `score_compare`: unused slots last, then higher score, then same file name first.
    static func order(_ a: Candidate, _ b: Candidate) -> Int {
      if a.destination < 0 { return b.destination >= 0 ? 1 : 0 }
      if b.destination < 0 { return -1 }
      if a.score == b.score { return b.nameScore - a.nameScore }
      return b.score - a.score
    }
  }

  /// The pairs git chose, handed to libgit2 as a similarity metric: a file's signature is its
  /// path; two files are as similar as git found them if git paired them, else not at all.
  final class Context {
    let pairs: [PairKey: Int]
    /// Every path in a pair, so that most comparisons end without building a key.
    let paired: Set<[UInt8]>

    init(pairs: [PairKey: Int]) {
      self.pairs = pairs
      paired = Set(pairs.keys.flatMap { [$0.old, $0.new] })
    }

    /// The metric; `payload` points at this context, which the caller keeps alive.
    func metric() -> git_diff_similarity_metric {
      git_diff_similarity_metric(
        file_signature: { out, file, _, payload in Context.sign(out, file, payload) },
        buffer_signature: { out, file, _, _, payload in Context.sign(out, file, payload) },
        free_signature: { signature, _ in
          guard let signature else { return }
          Unmanaged<PathBox>.fromOpaque(signature).release()
        },
        similarity: { result, old, new, payload in
          guard let result, let old, let new, let payload else { return -1 }
          let source = Unmanaged<PathBox>.fromOpaque(old).takeUnretainedValue()
          let destination = Unmanaged<PathBox>.fromOpaque(new).takeUnretainedValue()
          result.pointee = 0
          guard source.isPaired, destination.isPaired else { return 0 }
          let context = Unmanaged<Context>.fromOpaque(payload).takeUnretainedValue()
          // git's percentage, rounded down as `R050` shows it; 0 for a pair git did not make.
          let score = context.pairs[PairKey(old: source.path, new: destination.path)] ?? 0
          result.pointee = Int32(score * 100 / RenameDetection.maxScore)
          return 0
        },
        payload: Unmanaged.passUnretained(self).toOpaque())
    }

    private static func sign(
      _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ file: UnsafePointer<git_diff_file>?,
      _ payload: UnsafeMutableRawPointer?
    ) -> Int32 {
      guard let out, let path = file?.pointee.path, let payload else { return 0 }
      let context = Unmanaged<Context>.fromOpaque(payload).takeUnretainedValue()
      let bytes = Array(UnsafeRawBufferPointer(start: path, count: strlen(path)))
      out.pointee = Unmanaged.passRetained(PathBox(path: bytes, isPaired: context.paired.contains(bytes))).toOpaque()
      return 0
    }
  }

  /// A path as a libgit2 signature.
  final class PathBox {
    let path: [UInt8]
    let isPaired: Bool

    init(path: [UInt8], isPaired: Bool) {
      self.path = path
      self.isPaired = isPaired
    }
  }

  /// The id git gives `bytes` as a blob.
  static func blobID(_ bytes: [UInt8]) -> ObjectID? {
    var oid = git_oid()
    let code = bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }
    return code == 0 ? ObjectID(oid) : nil
  }

  /// A working-tree file's bytes, or `nil` if it cannot be read. Read through `fopen` with the
  /// path's bytes, as a path need not be UTF-8.
  static func readFile(workdir: String, path: [UInt8]) -> [UInt8]? {
    var full = Array(workdir.utf8)
    if full.last != UInt8(ascii: "/") { full.append(UInt8(ascii: "/")) }
    full += path
    full.append(0)
    guard
      let file = full.withUnsafeBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "rb") }
      })
    else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes.append(contentsOf: chunk[0..<read])
      if read < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
  }
}
