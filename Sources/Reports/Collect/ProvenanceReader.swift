import Foundation
import Git

/// Reads the current run's provenance: toolchain, git commit and whether the tree is dirty
/// (through libgit2), UTC date, core count.
///
/// ```swift
/// let provenance = ProvenanceReader.current(packageRoot: root, skipped: ["latency"])
/// ```
public enum ProvenanceReader {
  public static func current(packageRoot: URL, skipped: [String]) -> Provenance {
    let toolchain = firstLine(of: "swift", ["--version"], in: packageRoot) ?? "unknown"
    // Outside a repository (a source archive, say) the report is still made, as of an unknown commit.
    let repository = try? Repository.open(packageRoot.path)
    let commit = repository?.head?.hex ?? "unknown"
    let dirty = (try? repository?.isDirty) ?? nil
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return Provenance(
      toolchain: toolchain, commit: commit, dirty: dirty, date: formatter.string(from: Date()),
      cores: ProcessInfo.processInfo.activeProcessorCount, skipped: skipped)
  }

  static func firstLine(of command: String, _ arguments: [String], in directory: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init)
  }
}
