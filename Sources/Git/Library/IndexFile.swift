import Foundation

/// Words for what is wrong with an index file libgit2 could not read.
///
/// libgit2 1.5 says `'…/.git/index' no longer exists` of an index shorter than its header,
/// which is there; git says "index file smaller than expected", which is what this says.
///
/// ```swift
/// IndexFile.reason(for: "failed to read index: '/r/.git/index' no longer exists", file: "/r/.git/index")
/// // "it is 4 bytes, smaller than an index can be"
/// ```
enum IndexFile {
  /// An index starts with a 12-byte header ("DIRC", a version, a count) and ends with a 20-byte checksum.
  static let smallest = 32

  /// libgit2's `message` about the index `file`, or a truer one.
  static func reason(for message: String, file: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size < smallest {
      return "it is \(size) byte\(size == 1 ? "" : "s"), smaller than an index can be"
    }
    return message
  }
}
