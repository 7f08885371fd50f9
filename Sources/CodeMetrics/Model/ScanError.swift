/// A problem that stops a scan before it starts: `archbench scan` exits with status 1.
public enum ScanError: Error, Equatable, CustomStringConvertible {
  case missingPath(String)
  /// A FIFO, socket or device named directly: reading it could block forever.
  case notRegularFile(String)
  case packageDescription(root: String, reason: String)

  public var description: String {
    switch self {
    case .missingPath(let path): "no such file or folder: \(path)"
    case .notRegularFile(let path): "cannot scan \(path): it is not a regular file"
    case .packageDescription(let root, let reason): "cannot read the package at \(root): \(reason)"
    }
  }
}
