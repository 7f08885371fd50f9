import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report goes: standard output, or a file that appears only once it is complete.
///
/// Text is buffered and written in large pieces. A file is written under a temporary name
/// beside it and renamed at ``finish()``, so a reader never sees half a report. The
/// destination must be a file or nothing yet: a folder, a FIFO or a device is refused before
/// anything is written (``checkDestination(_:)``), and `rename(2)` never replaces a folder.
///
/// ```swift
/// var output = try OutputFile(path: "scan.json")
/// ScanRenderer.write(report, as: .json, to: &output)
/// try output.finish()
/// ```
public struct OutputFile: TextOutputStream {
  private let handle: FileHandle
  private let destination: URL?
  private let temporary: URL?
  private var buffer: [UInt8] = []
  private var failure: String?

  /// Standard output.
  public init() {
    handle = .standardOutput
    destination = nil
    temporary = nil
  }

  /// A file at `path`, replaced when the report is complete.
  public init(path: String) throws(FileWriteError) {
    try Self.checkDestination(path)
    let url = URL(fileURLWithPath: path)
    let temporary = AtomicFile.temporaryURL(for: url)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw FileWriteError(path: path, reason: "cannot create a file in \(url.deletingLastPathComponent().path)")
    }
    self.handle = handle
    self.destination = url
    self.temporary = temporary
  }

  /// Throws unless `path` names a regular file or nothing yet, in a folder that exists.
  ///
  /// Commands call it before they measure, so that a bad `--output` costs nothing.
  ///
  /// ```swift
  /// try OutputFile.checkDestination(".")  // cannot write .: it is a folder; name a file
  /// ```
  public static func checkDestination(_ path: String) throws(FileWriteError) {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: return
      case S_IFDIR: throw FileWriteError(path: path, reason: "it is a folder; name a file")
      default: throw FileWriteError(path: path, reason: "it is not a regular file")
      }
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw FileWriteError(path: path, reason: "its folder \(folder) does not exist")
    }
  }

  public mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 20 { flush() }
  }

  /// Writes the buffer with `write(2)`, whose `errno` says why it failed in words a user
  /// knows (`No space left on device`); after a failure nothing more is written.
  private mutating func flush() {
    guard !buffer.isEmpty, failure == nil else { return }
    let descriptor = handle.fileDescriptor
    failure = buffer.withUnsafeBytes { bytes -> String? in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += written
      }
      return nil
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and, for a file, moves it into place; throws when any of it could not
  /// be written, standard output included (a full disk, a closed descriptor), so that a
  /// command never exits 0 with its results lost.
  public mutating func finish() throws(FileWriteError) {
    flush()
    guard let destination, let temporary else {
      if let failure { throw FileWriteError.standardOutput(reason: failure) }
      return
    }
    try? handle.close()
    if let failure {
      try? FileManager.default.removeItem(at: temporary)
      throw FileWriteError(path: destination.path, reason: failure)
    }
    // A folder made since checkDestination(_:) is never replaced: see moveIntoPlace.
    try AtomicFile.moveIntoPlace(temporary, destination)
  }
}

/// `write(2)`, which ``OutputFile/write(_:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
