import Foundation

/// Where a report goes: standard output, or a file that appears only once it is complete.
///
/// Text is buffered and written in large pieces. A file is written under a temporary name
/// beside it and renamed at ``finish()``, so a reader never sees half a report.
///
/// ```swift
/// var output = try OutputFile(path: "scan.json")
/// OutputFormat.json.write(report, to: &output)
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
  public init(path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary.path)
    else {
      throw ScanError.output(path: path, reason: "cannot create a file in \(url.deletingLastPathComponent().path)")
    }
    self.handle = handle
    self.destination = url
    self.temporary = temporary
  }

  public mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 20 { flush() }
  }

  private mutating func flush() {
    guard !buffer.isEmpty, failure == nil else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      failure = error.localizedDescription
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and, for a file, moves it into place.
  public mutating func finish() throws {
    flush()
    guard let destination, let temporary else { return }
    try? handle.close()
    do {
      if let failure { throw ScanError.output(path: destination.path, reason: failure) }
      if FileManager.default.fileExists(atPath: destination.path) {
        _ = try FileManager.default.replaceItemAt(destination, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: destination)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let error = error as? ScanError { throw error }
      throw ScanError.output(path: destination.path, reason: error.localizedDescription)
    }
  }
}
