import CodeMetrics
import Foundation
import Testing

/// The fingerprint of each sample in `Samples/`: real codebases built to each pattern, VIP to the
/// Clean Swift templates.
@Suite("The samples' fingerprints")
struct SampleFingerprintTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  @Test(arguments: [
    ("MVC", "MVC-like"), ("MVVM", "MVVM-like"), ("MVVMC", "MVVM-C-like"), ("MVVMUIKit", "MVVM-like"),
    ("MVP", "MVP-like"),
    ("VIPER", "VIPER-like"), ("VIP", "VIP-like"), ("Clean", "Clean-like"), ("Redux", "Redux-like"),
  ])
  func eachSampleIsRecognised(_ folder: String, _ architecture: String) async throws {
    let root = Self.samples.appendingPathComponent(folder).appendingPathComponent("Sources").path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: root, options: ScanOptions())
    }
    #expect(report.fingerprint.architecture == architecture, "\(report.fingerprint.summary)")
  }
}
