import Foundation

/// A folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("support-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
}
