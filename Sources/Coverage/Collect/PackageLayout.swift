import Foundation

/// The package being measured and its samples, checked before anything runs.
///
/// ```swift
/// let layout = try PackageLayout(packagePath: ".", samples: samples)
/// layout.root.path  // "/work/archbench"
/// ```
struct PackageLayout: Sendable {
  /// The package's folder, absolute and with symbolic links resolved.
  var root: URL
  var samples: [Sample]

  /// - Throws: `CoverageError.notAPackage` when the folder has no `Package.swift`;
  ///   `.sampleOutsidePackage` when a sample's directory leads out of it (`..`, an
  ///   absolute path, a symbolic link); `.sampleDirectoryMissing` when it does not exist.
  init(packagePath: String, samples: [Sample]) throws {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL.resolvingSymlinksInPath()
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
      throw CoverageError.notAPackage(path: packagePath)
    }
    for sample in samples {
      let directory = root.appendingPathComponent(sample.directory).standardizedFileURL.resolvingSymlinksInPath()
      let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
      guard directory.path.hasPrefix(rootPath), !sample.directory.hasPrefix("/") else {
        throw CoverageError.sampleOutsidePackage(
          sample: sample.name, directory: sample.directory, packageRoot: root.path)
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw CoverageError.sampleDirectoryMissing(sample: sample.name, directory: sample.directory)
      }
    }
    self.root = root
    self.samples = samples
  }
}
