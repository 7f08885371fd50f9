import Foundation

/// A package with archbench's layout in a temporary folder: `Package.swift`'s sample list
/// and library table, the registry with two samples, and those samples' folders.
struct PackageFixture {
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
      ("MVC", "HeadlessUIKit"),
      ("MVVM", "HeadlessSwiftUI"),
    ]

    let sampleLibraries: [String: [Target.Dependency]] = [
      // MVC binds with OpenCombine, in this fixture.
      "MVC": [.product(name: "OpenCombine", package: "OpenCombine")]
    ]

    let package = Package(
      name: "archbench",
      targets: [
        .target(name: "ServiceKit"),
        .target(name: "CleanDomain", path: "Samples/Clean/Sources/Domain"),
      ]
    )

    """

  static let all = """
    /// The registry.
    extension Architecture {
      public static let all: [Architecture] = [
        .mvc, .mvvm, .clean,
      ]
    }

    """

  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
    try write("Package.swift", Self.manifest)
    try write("Sources/SampleRegistry/Architecture+All.swift", Self.all)
    try write(
      "Sources/SampleRegistry/Architecture+MVVM.swift",
      """
      import MVVM

      extension Architecture {
        public static let mvvm = Architecture(
          id: "mvvm", name: "MVVM", directory: "Samples/MVVM", modules: ["MVVM"], testModules: ["MVVMTests"],
          uiStyle: .declarative, launch: { MVVMApp.launch(in: $0, backend: $1, storage: $2) })
      }

      """)
    try write(
      "Samples/MVVM/Sources/App/MVVMApp.swift",
      """
      import HeadlessSwiftUI

      /// The entry point of MVVMApp.
      public enum MVVMApp {
        static let title = "MVVMApp"
      }

      """)
    try write(
      "Samples/MVVM/Tests/App/MVVMAppTests.swift",
      """
      @testable import MVVM
      import Testing

      struct MVVMAppTests {
        @Test func title() { #expect(MVVMApp.title == "MVVMApp") }
      }

      """)
    try write("Samples/MVVM/README.md", "# MVVM\n\n## Roles\n\nx\n\n## Tests\n\ny\n\n## How the siblings differ\n")
    try write("Samples/MVC/Sources/App/MVCApp.swift", "public enum MVCApp {}\n")
    try write("Samples/MVC/README.md", "# MVC\n\n## Roles\n")
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file under the root, relative to it, sorted.
  func files() -> [String] {
    let base = root.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.compactMap { $0 as? URL } ?? [])
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
      .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }.sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
