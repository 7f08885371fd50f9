import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Paths of the repository and of the fixtures, found from this file's location.
enum TestPaths {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Every Swift file under `folder`, skipping hidden and build folders.
  static func swiftFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent.hasPrefix(".build") {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// A temporary folder, removed when the test is done with it.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  var path: String { url.path }

  @discardableResult
  func write(_ relativePath: String, _ text: String) throws -> URL {
    try write(relativePath, bytes: Array(text.utf8))
  }

  @discardableResult
  func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file
  }
}

/// A small deterministic generator, so that generated inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Runs CPU-heavy or blocking work on a thread of its own, at the lowest priority, and waits.
///
/// Swift Testing runs suites in parallel on the cooperative pool, which has one thread per
/// core: synchronous work there would starve other suites, and at normal priority it would
/// still slow their timing-sensitive tests on a small machine.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      #if canImport(Glibc)
      // On Linux a thread is a task with its own nice value; /proc/thread-self names its id.
      if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
        let id = link.split(separator: "/").last.flatMap({ id_t($0) })
      {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id, 19)
      }
      #endif
      continuation.resume(with: Result { try work() })
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
}
