import ChildProcess
import Foundation

/// Lists a SwiftPM package's targets and their source files with `swift package describe`.
///
/// Only files that belong to a target are code; anything else lying in the folder is not
/// counted. Test targets become the test group. Running a manifest runs its code, so only a
/// package the user trusts is described this way (`scan --trust-package`); the description
/// is then handed to ``SourceDiscovery/discover(root:include:exclude:usePackage:description:followLinks:)``,
/// which reads no process itself.
///
/// ```swift
/// let description = try await PackageDescriber.describe(root: "../swift-nio")
/// let found = try SourceDiscovery.discover(root: "../swift-nio", description: description)
/// ```
public enum PackageDescriber {
  struct Target: Decodable {
    var name: String
    var type: String
    var path: String
    var sources: [String]?
  }

  /// A package's targets and their sources, as `swift package describe --type json` lists them.
  public struct Description: Decodable, Sendable {
    var path: String
    var targets: [Target]
  }

  /// Describes the package at `root`, or returns `nil` when `root` is not a folder with a
  /// `Package.swift` (the discovery then reports what it is instead).
  ///
  /// - Throws: ``ScanError/packageDescription(root:reason:)`` with swift's own message.
  public static func describe(root: String) async throws(ScanError) -> Description? {
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else { return nil }
    let result: ChildProcessResult
    do throws(ChildProcessError) {
      result = try await ChildProcess(
        SwiftExecutable.program(), arguments: ["package", "describe", "--type", "json"], workingDirectory: root
      ).run()
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
