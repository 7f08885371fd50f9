import ChildProcess
import Foundation
import Git
import LatencyModel

/// The identity of what the measuring program is built from: when it is the same, every count
/// it makes (instructions, allocations, bodies, element updates) must be the same to the unit.
///
/// The fingerprint covers every file of every target in `archbench-measure`'s closure (read from
/// the manifest, so a sample added to Package.swift counts at once), those targets' declarations
/// (settings, dependencies, resources), the resolved versions of every package but those only
/// unmeasured targets use, the build configuration, the compiler and the valgrind that counts.
/// Nothing else: a change to the CLI, the reports, the gate or the scanner leaves it as it was.
///
/// ```swift
/// let inputs = try await MeasuredInputs.fingerprint(
///   packageRoot: root, buildConfiguration: "release", toolchain: "Swift version 6.3.1", valgrind: "valgrind-3.19.0")
/// ```
public enum MeasuredInputs {
  /// What goes into a fingerprint, by kind, for a person to compare two of them.
  public struct Listing: Sendable, Equatable {
    /// `file <length> <path> <blob>` for every file of the measured targets, sorted.
    public var files: [String]
    /// Each measured target's declaration in the manifest, as sorted JSON.
    public var targets: [String]
    /// `<identity> <version or revision>` of each package the measured targets may link.
    public var packages: [String]
    public var buildConfiguration: String
    public var toolchain: String
    public var valgrind: String

    /// Everything the fingerprint covers, a line each: the build and the tools, then the
    /// packages, the targets and the files.
    public var lines: [String] {
      ["build \(buildConfiguration)", "toolchain \(toolchain)", "valgrind \(valgrind)"] + packages + targets + files
    }

    /// The fingerprint: the git blob hash of the whole listing.
    public var fingerprint: String {
      ObjectID.blob(of: Array(lines.joined(separator: "\n").utf8)).hex
    }
  }

  /// The fingerprint of the measuring program in `packageRoot` as built now.
  public static func fingerprint(
    packageRoot: URL, buildConfiguration: String, toolchain: String, valgrind: String
  ) async throws -> String {
    try await listing(
      packageRoot: packageRoot, buildConfiguration: buildConfiguration, toolchain: toolchain, valgrind: valgrind
    ).fingerprint
  }

  /// Everything the fingerprint covers.
  public static func listing(
    packageRoot: URL, buildConfiguration: String, toolchain: String, valgrind: String
  ) async throws -> Listing {
    let manifest = try await MeasuredManifest.load(packageRoot: packageRoot)
    let measured = manifest.closure(of: MeasuringProgram.name)
    var files: [String] = []
    for target in measured.sorted() {
      let folder = packageRoot.appendingPathComponent(manifest.path(of: target))
      guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let file as URL in enumerator
      where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        let path = String(file.standardizedFileURL.path.dropFirst(packageRoot.standardizedFileURL.path.count + 1))
        let blob = ObjectID.blob(of: [UInt8](try Data(contentsOf: file)))
        // The length keeps a path with a line break from forging another file's entry.
        files.append("file \(path.utf8.count) \(path) \(blob.hex)")
      }
    }
    return Listing(
      files: files.sorted(), targets: measured.sorted().map { manifest.declaration(of: $0) },
      packages: try manifest.pins(packageRoot: packageRoot, linkedBy: measured), buildConfiguration: buildConfiguration,
      toolchain: toolchain, valgrind: valgrind)
  }
}
