#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock `archbench new` holds on a package while it reads and edits it, so that two runs
/// at once cannot both edit `Package.swift` from the same old text and lose one sample.
///
/// It is an exclusive `flock(2)` on the package's folder itself: no lock file is left behind,
/// the folder's identity does not change when `new` replaces the files in it, and the kernel
/// releases the lock when the process ends however it ends, so a killed run leaves no stale
/// lock. A second run does not wait: it is refused with ``ScaffoldError/busy(path:)``.
///
/// ```swift
/// let plan = try PackageLock.holding(root) { () throws(ScaffoldError) in
///   try scaffolder.plan(name: "Hexagonal", toolkit: .swiftui, like: nil)
/// }
/// ```
enum PackageLock {
  /// Runs `body` holding the lock on the folder `root`.
  ///
  /// - Throws: ``ScaffoldError/busy(path:)`` when another process holds it; `unexpectedPackage`
  ///   when `root` is not a folder.
  static func holding<T>(_ root: String, _ body: () throws(ScaffoldError) -> T) throws(ScaffoldError) -> T {
    let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unexpectedPackage(path: root, reason: errno == ENOENT ? "no such folder" : "it is not a folder")
    }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      if code == EWOULDBLOCK { throw .busy(path: root) }
      throw .io(path: root, reason: "cannot lock it: \(String(cString: strerror(code)))")
    }
    return try body()
  }
}
