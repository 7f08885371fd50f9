/// git's rename similarity (diffcore-delta.c, and `estimate_similarity` in diffcore-rename.c).
///
/// Each file is cut into spans that end at a line feed or after 64 bytes, whichever comes first
/// (a CR before an LF is skipped in text), and each span's bytes are counted under its hash.
/// The bytes copied are, per hash, the smaller of the two counts; the similarity is the bytes
/// copied over the size of the larger file, in whole percent, rounded down: git's `R043`.
/// libgit2's own metric (sampled hashes that ignore whitespace, `hashsig`) rates some pairs well
/// above git, so files git calls a deletion and an addition became a rename.
///
/// ```swift
/// GitSimilarity.score(Array("a\nb\nc\nd\n".utf8), Array("a\nb\nc\nx\n".utf8))  // 75
/// ```
enum GitSimilarity {
  /// One file's span counts and size: git's `spanhash_top` with the file's size.
  struct Signature {
    let counts: [UInt32: Int]
    let size: Int
  }

  /// git's `HASHBASE`: span hashes are taken modulo this prime.
  private static let hashBase: UInt32 = 107_927

  /// The span counts of `bytes`, as git's `hash_chars`.
  ///
  /// A final span without a line feed counts, as since git 2.44 ("diffcore-delta: avoid ignoring
  /// final 'line' of file"); older gits (2.39 among them) drop it.
  static func signature(of bytes: UnsafeRawBufferPointer) -> Signature {
    // git's `buffer_is_binary`: a NUL in the first 8,000 bytes; text skips CR in CRLF.
    let isText = !bytes.prefix(8000).contains(0)
    var counts: [UInt32: Int] = [:]
    var accum1: UInt32 = 0
    var accum2: UInt32 = 0
    var length = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if isText && byte == 0x0D && index < bytes.count && bytes[index] == 0x0A { continue }
      let old1 = accum1
      accum1 = (accum1 << 7) ^ (accum2 >> 25)
      accum2 = (accum2 << 7) ^ (old1 >> 25)
      accum1 &+= UInt32(byte)
      length += 1
      if length < 64 && byte != 0x0A { continue }
      counts[(accum1 &+ accum2 &* 0x61) % hashBase, default: 0] += length
      length = 0
      accum1 = 0
      accum2 = 0
    }
    if length > 0 { counts[(accum1 &+ accum2 &* 0x61) % hashBase, default: 0] += length }
    return Signature(counts: counts, size: bytes.count)
  }

  /// The bytes `new` copies from `old`: per span hash, the smaller of the two counts
  /// (diffcore-delta.c `diffcore_count_changes`, `src_copied`).
  static func copiedBytes(_ old: Signature, _ new: Signature) -> Int {
    let (fewer, more) = old.counts.count <= new.counts.count ? (old, new) : (new, old)
    var copied = 0
    for (hash, count) in fewer.counts {
      if let other = more.counts[hash] { copied += min(count, other) }
    }
    return copied
  }

  /// git's similarity of two files' bytes in whole percent, as `git diff -M` prints it (`R043`):
  /// the bytes copied over the larger size, rounded down; 0 if either is empty.
  static func score(_ old: [UInt8], _ new: [UInt8]) -> Int {
    guard !old.isEmpty, !new.isEmpty else { return 0 }
    let a = old.withUnsafeBytes { signature(of: $0) }
    let b = new.withUnsafeBytes { signature(of: $0) }
    return copiedBytes(a, b) * 100 / max(old.count, new.count)
  }
}
