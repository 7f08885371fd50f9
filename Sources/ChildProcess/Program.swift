import Foundation

/// The executable a ``ChildProcess`` runs: a path, or a name looked up on `PATH`.
///
/// ```swift
/// let valgrind = try Program.named("valgrind").resolved()  // "/usr/bin/valgrind"
/// ```
public enum Program: Sendable, Hashable, CustomStringConvertible {
  /// A file, absolute or relative to the child's working directory.
  case path(String)
  /// A name looked up in the folders of `PATH`, first match wins.
  case named(String)

  public var description: String {
    switch self {
    case .path(let path): path
    case .named(let name): name
    }
  }

  /// The path to run; a name not on `searchPath` throws ``ChildProcessError/Reason/notFound``.
  public func resolved(
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(ChildProcessError) -> String {
    switch self {
    case .path(let path):
      return path
    case .named(let name):
      guard let found = Self.find(name, searchPath: searchPath) else {
        throw ChildProcessError(program: name, reason: .notFound)
      }
      return found
    }
  }

  /// `name` in the first folder of `searchPath` (a `PATH` value) that has it as an executable file.
  ///
  /// ```swift
  /// Program.find("swift", searchPath: "/opt/swift/usr/bin:/usr/bin")  // "/opt/swift/usr/bin/swift"
  /// ```
  public static func find(_ name: String, searchPath: String?) -> String? {
    (searchPath ?? "").split(separator: ":").lazy.map { String($0) + "/" + name }.first(where: isExecutableFile)
  }

  /// Whether `path` is an executable file; a folder is searchable, not executable.
  public static func isExecutableFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
      && FileManager.default.isExecutableFile(atPath: path)
  }
}
