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

  /// The `swift` executable: beside the running toolchain if there is one, else on `PATH`.
  static func swiftExecutable() -> String? {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let toolchain = environment["SWIFT_EXEC"] { candidates.append(toolchain) }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(String(directory) + "/swift")
    }
    candidates.append("/opt/swift/usr/bin/swift")
    candidates.append("/usr/bin/swift")
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Describes the package at `root`. Throws a ``ScanError`` with swift's own message on failure.
  static func describe(root: String) throws -> Description {
    guard let swift = swiftExecutable() else {
      throw ScanError.packageDescription(root: root, reason: "no swift executable on PATH")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift)
    process.arguments = ["package", "describe", "--type", "json"]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ScanError.packageDescription(root: root, reason: "cannot run \(swift)")
    }
    // Read both pipes before waiting, so that a large description cannot fill a pipe and block.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorData, as: UTF8.self)
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
