/// A new sample's names: the folder and module (`Hexagonal`), the command-line id
/// (`hexagonal`) and the registry's static property (`Architecture.hexagonal`).
///
/// ```swift
/// let name = try SampleName("Hexagonal")
/// name.id  // "hexagonal"
/// name.testModule  // "HexagonalTests"
/// ```
public struct SampleName: Sendable, Equatable {
  /// The folder in `Samples/`, the SwiftPM target and the name reports show.
  public let module: String

  /// Modules a sample cannot be named after: the toolchain's and the package's dependencies'.
  static let reserved: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Testing", "XCTest", "Glibc", "Darwin",
    "Combine", "OpenCombine", "SwiftUI", "UIKit", "ArgumentParser", "SwiftSyntax", "SwiftParser", "Histogram",
    "Subprocess", "SystemPackage", "Synchronization", "Distributed", "RegexBuilder", "Archbench",
  ]

  /// Validates `name`: ASCII letters and digits starting with a capital, and no reserved module.
  public init(_ name: String) throws(ScaffoldError) {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      }),
      !Self.reserved.contains(name)
    else { throw .invalidName(name) }
    module = name
  }

  /// The id on the command line: `archbench demo --arch hexagonal`.
  public var id: String { module.lowercased() }
  /// The registry's static property: `Architecture.hexagonal`.
  public var property: String { module.lowercased() }
  public var testModule: String { "\(module)Tests" }
  /// The app's entry type, whose `launch(in:backend:)` the registry calls.
  public var appType: String { "\(module)App" }
  /// The sample's folder, relative to the package root.
  public var directory: String { "Samples/\(module)" }
}
