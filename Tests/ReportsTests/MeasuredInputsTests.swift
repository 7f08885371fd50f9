import Foundation
import Reports
import Testing

/// The fingerprint covers what the measuring program is built from, and nothing else: read from
/// this package's own manifest.
@Suite("Measured inputs")
struct MeasuredInputsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func listing(
    configuration: String = "release", valgrind: String = "valgrind-3.19.0"
  ) async throws
    -> MeasuredInputs.Listing
  {
    try await MeasuredInputs.listing(
      packageRoot: root, buildConfiguration: configuration, toolchain: "Swift version 6.3.1", valgrind: valgrind)
  }

  @Test func coversTheMeasuredTargetsAndNoOther() async throws {
    let paths = try await Self.listing().files.map { $0.split(separator: " ")[2] }

    for measured in [
      "Sources/archbench-measure/", "Sources/Latency/", "Sources/HeadlessSwiftUI/", "Sources/UIKitReference/",
      "Samples/MVC/Sources/", "Samples/Clean/Sources/Domain/", "Sources/ServiceKit/Resources/fixture.json",
    ] {
      #expect(paths.contains { $0.hasPrefix(measured) }, "\(measured) is measured")
    }
    for unmeasured in [
      "Sources/archbench/", "Sources/Reports/", "Sources/Gate/", "Sources/CodeMetrics/", "Sources/Rules/",
      "Sources/Git/", "Samples/MVC/Tests/", "Tests/",
    ] {
      #expect(!paths.contains { $0.hasPrefix(unmeasured) }, "\(unmeasured) is not measured")
    }
  }

  @Test func namesNoPackageOnlyTheToolLinks() async throws {
    let packages = try await Self.listing().packages

    #expect(!packages.contains { $0.contains("swift-syntax") || $0.contains("swift-argument-parser") })
  }

  @Test func changesWithTheBuildAndTheCountingTools() async throws {
    let release = try await Self.listing()
    let debug = try await Self.listing(configuration: "debug")
    let otherValgrind = try await Self.listing(valgrind: "valgrind-3.22.0")

    #expect(release.fingerprint == (try await Self.listing()).fingerprint)
    #expect(release.fingerprint != debug.fingerprint)
    #expect(release.fingerprint != otherValgrind.fingerprint)
  }
}
