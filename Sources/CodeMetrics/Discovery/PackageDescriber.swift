import ChildProcess
import Foundation

/// Lists a SwiftPM package's targets and their source files with `swift package describe`.
///
/// Only files that belong to a target are code; anything else lying in the folder is not
/// counted. Test targets become the test group.
struct PackageDescriber {
  struct Target: Decodable {
    var name: String
    var type: String
    var path: String
    var sources: [String]?
  }

  struct Description: Decodable {
    var path: String
    var targets: [Target]
  }

  /// Describes the package at `root`. Throws a ``ScanError`` with swift's own message on failure.
  static func describe(root: String) throws -> Description {
    let result: ChildProcessResult
    do throws(ChildProcessError) {
      result = try ChildProcess(
        SwiftExecutable.program(), arguments: ["package", "describe", "--type", "json"], workingDirectory: root
      ).runSynchronously()
    } catch {
      throw ScanError.packageDescription(root: root, reason: error.description)
    }
    let data = Data(result.standardOutput)
    guard result.succeeded else {
      let message = result.errors
        .split(separator: "\n").first(where: { $0.contains("error") }).map(String.init)
      throw ScanError.packageDescription(root: root, reason: message ?? "swift package describe failed")
    }
    // `describe` may print progress lines before the JSON.
    let json = data.firstIndex(of: UInt8(ascii: "{")).map { data[$0...] } ?? data
    do {
      return try JSONDecoder().decode(Description.self, from: json)
    } catch {
      throw ScanError.packageDescription(root: root, reason: "unexpected output from swift package describe")
    }
  }
}
