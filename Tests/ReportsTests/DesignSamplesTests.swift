import CodeMetrics
import Coverage
import Foundation
import Support
import Testing

@testable import Reports

/// The design figures of the real samples, measured as the report measures them: quick enough
/// to run with every test (no sample is built or linked), and printed for a reader to compare.
@Suite("Design figures of the samples")
struct DesignSamplesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The registry's descriptors, written out: the registry links the samples, the report must not.
  static let samples = [
    Sample(id: "mvc", name: "MVC", directory: "Samples/MVC", modules: ["MVC"], testModules: []),
    Sample(id: "mvvm", name: "MVVM", directory: "Samples/MVVM", modules: ["MVVM"], testModules: []),
    Sample(id: "mvvmc", name: "MVVM-C", directory: "Samples/MVVMC", modules: ["MVVMC"], testModules: []),
    Sample(
      id: "mvvm-uikit", name: "MVVM (UIKit)", directory: "Samples/MVVMUIKit", modules: ["MVVMUIKit"], testModules: []),
    Sample(id: "mvp", name: "MVP", directory: "Samples/MVP", modules: ["MVP"], testModules: []),
    Sample(id: "viper", name: "VIPER", directory: "Samples/VIPER", modules: ["VIPER"], testModules: []),
    Sample(id: "vip", name: "VIP", directory: "Samples/VIP", modules: ["VIP"], testModules: []),
    Sample(
      id: "clean", name: "Clean", directory: "Samples/Clean",
      modules: ["CleanDomain", "CleanData", "CleanPresentation", "Clean"], testModules: []),
    Sample(id: "redux", name: "Redux", directory: "Samples/Redux", modules: ["Redux"], testModules: []),
  ]

  @Test("every sample gets role figures, cohesion and cognitive complexity; Clean its four modules")
  func samples() throws {
    let collector = SizeCollector(packageRoot: Self.packageRoot)
    let metrics = try Self.samples.map { try collector.measure($0, coverage: nil) }
    let card = Scorecard(
      data: ReportData(architectures: metrics, coverageMeasured: false, conformance: nil), weights: .defaults)
    for a in metrics {
      let design = try #require(a.design)
      let roles = design.typedRoles.map { "\($0.name) \(Formatting.decimal($0.distance, places: 2)) (\($0.types))" }
      print(
        "\(a.name): D \(Formatting.decimal(design.meanDistance, places: 3)) · LCOM4 \(Formatting.decimal(design.meanLCOM4, places: 2)) · "
          + "cognitive \(Formatting.decimal(design.meanCognitive, places: 2)) max \(design.maxCognitive) · "
          + "responsibilities \(card.rows[0].evidence[a.id] ?? .nan) → \(card.rows[0].scores[a.id] ?? 0)\n  "
          + roles.joined(separator: ", ") + "\n  modules: "
          + design.modules.map { "\($0.name) \(Formatting.decimal($0.distance, places: 2))" }.joined(separator: ", ")
          + "\n  edges: "
          + design.crossRoleReferences.map { "\($0.from)→\($0.to) \($0.references)" }.joined(separator: ", "))
      #expect(!design.namedRoles.isEmpty)
      #expect(design.meanDistance != nil)
      #expect(design.meanLCOM4 != nil)
      #expect(design.maxCognitive > 0)
      #expect(design.modules.count == (a.id == "clean" ? 4 : 0))
    }
  }
}
