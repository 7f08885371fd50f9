import Foundation

/// Decides, for a file llvm-cov reports, whether it is production code of a sample and
/// so counts towards that sample's coverage.
///
/// The rules, in order: SwiftPM's generated test runners (`runner.swift`,
/// `all-discovered-tests.swift`) never count; nor does any file outside the package, or
/// under a `.build…` folder (checkouts, derived sources); a sample's `Tests/` folder is
/// test code; its `Sources/` folder is production code; anything else (the platform,
/// the harness) belongs to no sample.
///
/// ```swift
/// let classifier = FileClassifier(packageRoot: "/work/archbench", samples: samples)
/// classifier.classify("/work/archbench/Samples/MVC/Sources/Models/Session.swift")
/// // .production(sample: "mvc", relativePath: "Samples/MVC/Sources/Models/Session.swift")
/// ```
struct FileClassifier {
  /// What a file is, for coverage.
  enum Classification: Hashable {
    /// Production code of the sample with this id; `relativePath` is relative to the package root.
    case production(sample: String, relativePath: String)
    /// Not counted, and why.
    case excluded(Exclusion)
  }

  /// Why a file is not counted as any sample's production code.
  enum Exclusion: Hashable {
    /// `runner.swift` or `all-discovered-tests.swift`, which SwiftPM generates to run tests.
    case generatedTestRunner
    /// A path that is not inside the package.
    case outsidePackage
    /// Under a `.build…` folder: dependencies' checkouts and generated sources.
    case buildFolder
    /// In the `Tests/` folder of the sample with this id.
    case testCode(sample: String)
    /// Inside the package but in no sample: the platform, the harness, the CLI.
    case notInASample
  }

  /// The file names SwiftPM generates for a test product; they are never covered code.
  static let generatedRunnerNames: Set<String> = ["runner.swift", "all-discovered-tests.swift"]

  private let rootPrefixes: [String]
  private let samples: [Sample]

  /// - Parameter packageRoot: the package's absolute path. Files are matched against it as
  ///   given and with symbolic links resolved, since the compiler may have seen either.
  init(packageRoot: String, samples: [Sample]) {
    let given = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
    let resolved = URL(fileURLWithPath: packageRoot).resolvingSymlinksInPath().path
    self.rootPrefixes = Array(Set([given, resolved])).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    self.samples = samples
  }

  func classify(_ path: String) -> Classification {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    let name = (standardized as NSString).lastPathComponent
    if Self.generatedRunnerNames.contains(name) { return .excluded(.generatedTestRunner) }
    guard let root = rootPrefixes.first(where: { standardized.hasPrefix($0) }) else {
      return .excluded(.outsidePackage)
    }
    let relative = String(standardized.dropFirst(root.count))
    if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) {
      return .excluded(.buildFolder)
    }
    for sample in samples {
      if relative.hasPrefix(sample.testsDirectory + "/") { return .excluded(.testCode(sample: sample.id)) }
      if relative.hasPrefix(sample.sourcesDirectory + "/") {
        return .production(sample: sample.id, relativePath: relative)
      }
    }
    return .excluded(.notInASample)
  }
}
