#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reads a source file's bytes with plain system calls, and checks they are text.
enum SourceReader {
  enum Failure: Error {
    case unreadable(String)
    case tooLarge(Int)
  }

  /// Files above this size are not read at all.
  static let maximumBytes = 1 << 30

  /// The file's bytes; ``Failure/tooLarge(_:)`` without reading any when it holds more than `maximum`.
  static func read(_ path: String, maximum: Int = maximumBytes) throws(Failure) -> [UInt8] {
    // Non-blocking, so that opening a FIFO returns at once; fstat then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable("not a regular file") }
    let size = Int(info.st_size)
    guard size <= maximum else { throw .tooLarge(size) }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
      while filled < size {
        let result = systemRead(descriptor, buffer.baseAddress! + filled, size - filled)
        if result < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if result == 0 { break }
        filled += result
      }
      return nil
    }
    if let failure { throw .unreadable(String(cString: strerror(failure))) }
    if filled < size { bytes.removeLast(size - filled) }
    return bytes
  }

  /// The size of the file at `path` in bytes, 0 if it cannot be read: an estimate of the work
  /// it takes, for the order in which to take files.
  static func size(of path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// Whether the bytes hold a NUL, which no Swift source has: a binary file.
  static func isBinary(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
    return memchr(base, 0, bytes.count) != nil
  }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil`.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Skip ASCII eight bytes at a time.
      if index + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      switch lead {
      case 0xC2...0xDF:
        length = 2
        minimum = 0x80
      case 0xE0...0xEF:
        length = 3
        minimum = 0x800
      case 0xF0...0xF4:
        length = 4
        minimum = 0x10000
      default: return index
      }
      guard index + length <= count else { return index }
      var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return index }
        value = (value << 6) | UInt32(next & 0x3F)
      }
      guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return index }
      index += length
    }
    return nil
  }

  /// The 1-based line of byte `offset`.
  static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
    return line
  }

  /// The number of distinct non-blank lines, compared after trimming blanks.
  static func uniqueLineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var seen = Set<Int>()
    var start = 0
    let count = bytes.count
    while start < count {
      var end = start
      while end < count, bytes[end] != 0x0A { end += 1 }
      var low = start
      var high = end
      while low < high, [0x20, 0x09, 0x0D].contains(bytes[low]) { low += 1 }
      while high > low, [0x20, 0x09, 0x0D].contains(bytes[high - 1]) { high -= 1 }
      if high > low {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[low..<high])))
        seen.insert(hasher.finalize())
      }
      start = end + 1
    }
    return seen.count
  }
}
