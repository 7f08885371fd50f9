import ArgumentParser
import Foundation
import Support

/// Refuses, before any work, an output that is a folder, a FIFO or a device, or whose folder is
/// missing: a ``CommandFailure`` (one line on standard error, exit status 1).
///
/// - Parameter createsFolders: the writer makes missing folders, so only an existing
///   destination is checked.
///
/// ```swift
/// try checkOutputs(output, chart)   // Error: cannot write victim: it is a folder; name a file
/// ```
func checkOutputs(_ paths: String?..., createsFolders: Bool = false) throws {
  for case let path? in paths {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if createsFolders, !FileManager.default.fileExists(atPath: folder) { continue }
    do {
      try OutputFile.checkDestination(path)
    } catch {
      throw CommandFailure(error)
    }
  }
}

/// Writes `text` to `path`, or to standard output without one; a file appears only whole.
func writeOutput(_ text: String, to path: String?) throws {
  var destination: OutputFile
  do {
    destination = try path.map { try OutputFile(path: $0) } ?? OutputFile()
    destination.write(text)
    try destination.finish()
  } catch let error as FileWriteError {
    throw CommandFailure(error)
  }
}
