import SwiftParser
import SwiftSyntax

/// A new sample's names: the folder and module (`Hexagonal`), the command-line id
/// (`hexagonal`) and the registry's static property (`Architecture.hexagonal`).
///
/// A name whose lower case is a Swift keyword (`Class`, `Protocol`, `Default`, `Init`) is
/// accepted: its property is written in backticks wherever `new` writes it
/// (``Architecture.`class` ``), as Swift lets any keyword name a property, and its id stays
/// `class`. A name that cannot be a module at all (`Self`, `Any`: `import Self` does not
/// parse) is refused, and so is one longer than ``maximumLength``.
///
/// ```swift
/// let name = try SampleName("Hexagonal")
/// name.id  // "hexagonal"
/// name.testModule  // "HexagonalTests"
/// try SampleName("Class").property  // "`class`"
/// ```
public struct SampleName: Sendable, Equatable {
  /// The folder in `Samples/`, the SwiftPM target and the name reports show.
  public let module: String

  /// The longest name accepted. The name becomes file names with up to about 40 characters
  /// around it (`.Architecture+<Name>.swift.archbench-new`, SwiftPM's `<Name>Tests.build`), and
  /// a file name has at most 255 bytes; 100 leaves room and is longer than any type name
  /// a person writes.
  public static let maximumLength = 100

  /// Modules a sample cannot be named after: the toolchain's and the package's dependencies'.
  static let reserved: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Testing", "XCTest", "Glibc", "Darwin",
    "Combine", "OpenCombine", "SwiftUI", "UIKit", "ArgumentParser", "SwiftSyntax", "SwiftParser", "Histogram",
    "Subprocess", "SystemPackage", "Synchronization", "Distributed", "RegexBuilder", "Archbench",
  ]

  /// Validates `name`: ASCII letters and digits starting with a capital, no reserved module,
  /// at most ``maximumLength`` characters, and a module name `import` takes.
  public init(_ name: String) throws(ScaffoldError) {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      }),
      !Self.reserved.contains(name)
    else { throw .invalidName(name) }
    guard name.count <= Self.maximumLength else {
      throw .unusableName(
        name, reason: "it has \(name.count) characters, and a sample's name has at most \(Self.maximumLength)")
    }
    guard Self.isImportable(name) else {
      throw .unusableName(name, reason: "it is a Swift keyword, which cannot name a module (`import \(name)` fails)")
    }
    module = name
  }

  /// The id on the command line: `archbench demo --arch hexagonal`.
  public var id: String { module.lowercased() }
  /// The registry's static property as written in Swift: `hexagonal` (`Architecture.hexagonal`),
  /// or in backticks when the id is a keyword there: `` `class` ``.
  public var property: String {
    id.isValidSwiftIdentifier(for: .variableName) ? id : "`\(id)`"
  }
  public var testModule: String { "\(module)Tests" }
  /// The app's entry type, whose `launch(in:backend:)` the registry calls.
  public var appType: String { "\(module)App" }
  /// The sample's folder, relative to the package root.
  public var directory: String { "Samples/\(module)" }

  /// Whether `import <module>` parses: false for the keywords a module cannot be named (`Self`, `Any`).
  private static func isImportable(_ module: String) -> Bool {
    let file = Parser.parse(source: "import \(module)\n")
    guard !file.hasError, file.statements.count == 1,
      let declaration = file.statements.first?.item.as(ImportDeclSyntax.self),
      let component = declaration.path.first, declaration.path.count == 1
    else { return false }
    return component.name.tokenKind == .identifier(module)
  }
}
