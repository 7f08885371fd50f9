import Foundation
import Testing

@testable import Rules

/// Every sample obeys every rule of its architecture.
@Suite("Rules on the samples")
struct SamplesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let samples = [
    ("mvc", "MVC"), ("mvvm", "MVVM"), ("mvvmc", "MVVMC"), ("mvvm-uikit", "MVVMUIKit"), ("mvp", "MVP"),
    ("viper", "VIPER"), ("vip", "VIP"), ("clean", "Clean"), ("redux", "Redux"),
  ]

  @Test("each sample has no violation", arguments: samples)
  func sample(_ architecture: String, _ folder: String) throws {
    var configuration = RulesConfiguration.defaults(for: architecture)
    configuration.modelPaths = [Self.packageRoot.appendingPathComponent("Sources/ServiceKit/Models").path]
    let report = try RulesRunner.check(
      root: Self.packageRoot.appendingPathComponent("Samples/\(folder)/Sources").path, configuration: configuration)
    #expect(report.rules == RuleCatalog.rules(for: architecture).map(\.id) + ["spec.shared-work"])
    #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.path):\($0.line) \($0.message)" })")
  }

  @Test("the models of the samples are ServiceKit's")
  func models() {
    let models = RulesRunner.models(in: [Self.packageRoot.appendingPathComponent("Sources/ServiceKit/Models").path])
      .names
    #expect(models.isSuperset(of: ["ServiceEvent", "Customer", "User", "StatusReport"]))
  }
}
